import { waitFor, within } from 'storybook/test';

/**
 * The alert dialog that says `text`, once it is open. A sheet may say the same words in a note of
 * its own (a money move that got no answer), which a text query alone would find first.
 */
export const findAlertSaying = (canvasElement: HTMLElement, text: string, timeout = 12_000): Promise<HTMLElement> =>
  waitFor(
    () => {
      const alert = within(canvasElement.ownerDocument.body)
        .getAllByText(text)
        .map((said) => said.closest<HTMLElement>('[role="alertdialog"]'))
        .find((found) => found !== null);
      if (!alert) throw new Error(`no alert dialog says "${text}"`);
      return alert;
    },
    { timeout },
  );
