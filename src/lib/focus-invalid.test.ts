import { afterEach, describe, expect, it } from 'vitest';
import { focusFirstInvalid } from './focus-invalid';

/** A form as a screen draws it after a refused submit: a phone field that is fine, then two to fix. */
function refusedForm(): HTMLFormElement {
  const form = document.createElement('form');
  form.innerHTML = `
    <input name="phone" aria-invalid="false" />
    <input name="password" aria-invalid="true" aria-describedby="password-error" />
    <p id="password-error">Enter your password</p>
    <input name="code" aria-invalid="true" />
    <button type="submit">Sign in</button>`;
  document.body.append(form);
  return form;
}

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

afterEach(() => document.body.replaceChildren());

describe('focusFirstInvalid: after a refused submit the keyboard starts at what to fix', () => {
  it('moves focus from the submit button to the first field marked invalid, once its message is drawn', async () => {
    const form = refusedForm();
    form.querySelector('button')!.focus();
    focusFirstInvalid(form);
    // Not at once: the field's message is drawn first, so a screen reader reads it with the field.
    expect(document.activeElement).toBe(form.querySelector('button'));
    await nextFrame();
    expect(document.activeElement).toBe(form.querySelector('[name="password"]'));
  });

  it('leaves focus where it is when nothing is marked invalid', async () => {
    const form = refusedForm();
    for (const field of form.querySelectorAll('[aria-invalid]')) field.setAttribute('aria-invalid', 'false');
    const button = form.querySelector('button')!;
    button.focus();
    focusFirstInvalid(form);
    await nextFrame();
    expect(document.activeElement).toBe(button);
  });
});
