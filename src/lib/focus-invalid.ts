/**
 * After a refused submit: the first field marked invalid takes focus once its message is drawn, so
 * the keyboard and a screen reader start at what to fix (the message is read as its description)
 * instead of staying on the submit button below.
 */
export function focusFirstInvalid(form: HTMLFormElement): void {
  requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}
