import type { Meta, StoryObj } from '@storybook/react-vite';
import { t, startsWith, containing } from '../../../.storybook/t';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { storyRouter } from '../../../.storybook/router';
import { walletSnapshot } from '../../../.storybook/fixtures';
import { closeAlert, notify } from '../notify/store';
import ProfilePage from './ProfilePage';
import { resetProfile } from './store';

const route = storyRouter('/user/profile');
const { profile, bankAccount } = walletSnapshot();
const ktbThai = { ...bankAccount, bankCode: 'KTB', bank: { nameTH: 'ธนาคารกรุงไทย', nameEN: 'KTB' } };
const withProfile = (bank = bankAccount) =>
  http.get('/api/account/profile', () => HttpResponse.json({ profile, bankAccount: bank }));
const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

const meta = {
  title: 'Features/Profile/ProfilePage',
  component: ProfilePage,
  tags: ['autodocs'],
  decorators: [route.decorator],
  parameters: { docsFrame: 844, msw: [withProfile()] },
  beforeEach: () => {
    resetProfile();
    closeAlert();
  },
} satisfies Meta<typeof ProfilePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('123-456-7890')).toBeVisible();
    await expect(canvas.getByText('ธนาคารไทยพาณิชย์')).toBeVisible();
    await expect(canvas.getByText('01/03/2024', { exact: false })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'แก้ไขชื่อบัญชี' })).toBeNull();
  },
};

/** A name of 100 letters with no space (the most the server keeps) wraps inside the card at 390 px. */
export const LongUnbrokenName: Story = {
  parameters: {
    viewport: { defaultViewport: 'mobile' },
    msw: [http.get('/api/account/profile', () => HttpResponse.json({ profile: { ...profile, name: 'W'.repeat(100) }, bankAccount }))],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const name = await canvas.findByText('W'.repeat(100));
    const view = canvasElement.ownerDocument.defaultView!;
    const card = name.closest('section')!;
    // Nothing reaches past the screen's right edge: not the card, not the page.
    await expect(card.getBoundingClientRect().right).toBeLessThanOrEqual(view.innerWidth);
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(view.innerWidth);
    await expect(name.getBoundingClientRect().right).toBeLessThanOrEqual(card.getBoundingClientRect().right);
  },
};

export const Loading: Story = {
  parameters: {
    msw: [
      http.get('/api/account/profile', async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    ],
  },
};

export const LoadError: Story = {
  parameters: { msw: [http.get('/api/account/profile', () => HttpResponse.json({ message: 'NO_USER' }, { status: 404 }))] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(t('profile.loadFailed'))).toBeVisible();
  },
};

export const ChangePasswordMismatch: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: t('profile.changePassword') }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: t('profile.changePassword') });
    const save = within(dialog).getByRole('button', { name: t('common.save') });
    await userEvent.click(save); // all empty: nothing happens
    await expect(dialog).toBeVisible();
    await userEvent.type(within(dialog).getByLabelText(startsWith('profile.oldPassword')), 'old-pass');
    await userEvent.type(within(dialog).getByLabelText(startsWith('profile.newPassword')), 'new-pass');
    const confirm = within(dialog).getByLabelText(startsWith('profile.confirmPassword'));
    await userEvent.type(confirm, 'other');
    await userEvent.click(save);
    await expect(await within(dialog).findByText(t('validation.passwordNotEqual'))).toBeVisible();
    // The field to mend takes focus, its message read out, not Save.
    await waitFor(() => expect(confirm).toHaveFocus());
  },
};

/** The current password typed again as the new one is said on the new one's field, and nothing is sent. */
export const ChangePasswordToTheSameOne: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: t('profile.changePassword') }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: t('profile.changePassword') });
    await userEvent.type(within(dialog).getByLabelText(startsWith('profile.oldPassword')), 'lek-2569-x');
    const fresh = within(dialog).getByLabelText(startsWith('profile.newPassword'));
    await userEvent.type(fresh, 'lek-2569-x');
    await userEvent.type(within(dialog).getByLabelText(startsWith('profile.confirmPassword')), 'lek-2569-x');
    await userEvent.click(within(dialog).getByRole('button', { name: t('common.save') }));
    await expect(await within(dialog).findByText(t('profile.passwordSame'))).toBeVisible();
    await waitFor(() => expect(fresh).toHaveFocus());
    await expect(dialog).toBeVisible();
  },
};

export const ChangePasswordWrongOld: Story = {
  parameters: {
    msw: [
      withProfile(),
      http.put('/api/account/changepwd', () => HttpResponse.json({ message: 'WRONG_PASSWORD' }, { status: 400 })),
    ],
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: t('profile.changePassword') }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: t('profile.changePassword') });
    await userEvent.type(within(dialog).getByLabelText(startsWith('profile.oldPassword')), 'old-pass');
    await userEvent.type(within(dialog).getByLabelText(startsWith('profile.newPassword')), 'new-pass');
    await userEvent.type(within(dialog).getByLabelText(startsWith('profile.confirmPassword')), 'new-pass');
    await userEvent.click(within(dialog).getByRole('button', { name: t('common.save') }));
    await waitFor(() => expect(notify.alert).toBeNull()); // the app's modal effect is wired by App, not this story
    // The answer is in once Save stops spinning (a busy button stays focusable, not disabled).
    await waitFor(() => expect(within(dialog).getByRole('button', { name: t('common.save') })).not.toHaveAttribute('aria-busy'));
    // Said on the current password's field, which takes focus to be typed again.
    const old = within(dialog).getByLabelText(startsWith('profile.oldPassword'));
    await expect(old).toHaveAttribute('aria-invalid', 'true');
    await expect(old).toHaveAccessibleDescription(expect.stringContaining(t('errors.WRONG_PASSWORD')));
    await waitFor(() => expect(old).toHaveFocus());
    await userEvent.type(old, 'x');
    await expect(old).not.toHaveAttribute('aria-invalid', 'true');
  },
};

/**
 * Enter in a field saves as the Save button does; the button spins while the answer is pending and
 * Enter pressed again meanwhile sends nothing more.
 */
const enterPasswordCalls: unknown[] = [];
export const ChangePasswordEnterSaves: Story = {
  parameters: {
    msw: [
      withProfile(),
      http.put('/api/account/changepwd', async ({ request }) => {
        enterPasswordCalls.push(await request.json());
        await delay(400);
        return HttpResponse.json({ ok: true });
      }),
    ],
  },
  play: async ({ canvasElement }) => {
    enterPasswordCalls.length = 0;
    await userEvent.click(await within(canvasElement).findByRole('button', { name: t('profile.changePassword') }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: t('profile.changePassword') });
    await userEvent.type(within(dialog).getByLabelText(startsWith('profile.oldPassword')), 'old-pass');
    await userEvent.type(within(dialog).getByLabelText(startsWith('profile.newPassword')), 'new-pass-1');
    await userEvent.type(within(dialog).getByLabelText(startsWith('profile.confirmPassword')), 'new-pass-1{Enter}');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: t('common.save') })).toHaveAttribute('aria-busy', 'true'));
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(dialog).not.toBeVisible());
    await expect(enterPasswordCalls).toEqual([{ oldPassword: 'old-pass', newPassword: 'new-pass-1' }]);
    // Saved, and what else changed: the other devices are signed out and the host links forgotten.
    await expect(notify.alert).toMatchObject({ tone: 'success', title: t('common.saved'), text: t('profile.passwordChanged') });
    closeAlert();
  },
};

/** A 200-character password from a manager: refused with a word, never cut to 128 and saved. */
const changePasswordCalls: unknown[] = [];
export const ChangePasswordTooLong: Story = {
  parameters: {
    msw: [
      withProfile(),
      http.put('/api/account/changepwd', async ({ request }) => {
        changePasswordCalls.push(await request.json());
        return HttpResponse.json({ ok: true });
      }),
    ],
  },
  play: async ({ canvasElement }) => {
    changePasswordCalls.length = 0;
    const long = 'Ab1-'.repeat(50);
    await userEvent.click(await within(canvasElement).findByRole('button', { name: t('profile.changePassword') }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: t('profile.changePassword') });
    await userEvent.type(within(dialog).getByLabelText(startsWith('profile.oldPassword')), 'old-pass');
    const fresh = within(dialog).getByLabelText(startsWith('profile.newPassword'));
    await userEvent.click(fresh);
    await userEvent.paste(long);
    await userEvent.click(within(dialog).getByLabelText(startsWith('profile.confirmPassword')));
    await userEvent.paste(long);
    await expect(fresh).toHaveValue(long);
    await userEvent.click(within(dialog).getByRole('button', { name: t('common.save') }));
    await expect(await within(dialog).findByText(t('validation.passwordTooLong'))).toBeVisible();
    await expect(fresh).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog).toBeVisible();
    await expect(changePasswordCalls).toEqual([]);
  },
};

/** The member's own phone number as the new password: refused on its field as a first guess, never sent. */
export const ChangePasswordGuessable: Story = {
  parameters: ChangePasswordTooLong.parameters,
  play: async ({ canvasElement }) => {
    changePasswordCalls.length = 0;
    await userEvent.click(await within(canvasElement).findByRole('button', { name: t('profile.changePassword') }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: t('profile.changePassword') });
    await userEvent.type(within(dialog).getByLabelText(startsWith('profile.oldPassword')), 'old-pass');
    const fresh = within(dialog).getByLabelText(startsWith('profile.newPassword'));
    await expect(fresh).toHaveAccessibleDescription(t('validation.passwordHint'));
    await userEvent.type(fresh, profile.username);
    await userEvent.type(within(dialog).getByLabelText(startsWith('profile.confirmPassword')), `${profile.username}{Enter}`);
    await expect(fresh).toHaveAccessibleDescription(expect.stringContaining(t('validation.passwordGuessable')));
    await expect(fresh).toHaveAttribute('aria-invalid', 'true');
    // The field to mend takes focus, not the Save button pressed.
    await waitFor(() => expect(fresh).toHaveFocus());
    await expect(changePasswordCalls).toEqual([]);
  },
};

/** What the edit dialog sent to PUT /api/account/profile, for the stories below. */
const profileUpdates: { bankAccountNo?: string; name?: string; password?: string }[] = [];
const banksLookup = http.get('/api/lookup/banks', () =>
  HttpResponse.json({ banks: [{ code: 'SCB', nameTH: 'ธนาคารไทยพาณิชย์', nameEN: 'SCB', country: 'TH', englishNameRequired: false }] }),
);
const recordProfileUpdate = (reply: () => Response) =>
  http.put('/api/account/profile', async ({ request }) => {
    profileUpdates.push((await request.json()) as { bankAccountNo?: string; name?: string; password?: string });
    return reply();
  });

/** Opens Edit profile, types `accountNo` over the saved number (and `password`, which a new number asks for) and presses Save. */
async function saveAccountNo(canvasElement: HTMLElement, accountNo: string, password = 'secret-1') {
  profileUpdates.length = 0;
  await userEvent.click(await within(canvasElement).findByRole('button', { name: t('profile.edit') }));
  const dialog = await body(canvasElement).findByRole('dialog', { name: t('profile.edit') });
  const field = within(dialog).getByRole('textbox', { name: containing('profile.accountNo') });
  await userEvent.clear(field);
  await userEvent.type(field, accountNo);
  const passwordField = within(dialog).queryByLabelText(containing('profile.passwordForBank'));
  if (passwordField && password) await userEvent.type(passwordField, password);
  await userEvent.click(within(dialog).getByRole('button', { name: t('common.save') }));
  return { dialog, field };
}

/**
 * Where withdrawals are paid changes only with the password: a new account number asks for it (with
 * why), nothing is sent without it, it is sent with the change, and a wrong one is said on its field.
 * So does a new holder name (a bank checks it against the number; without the password a stolen
 * session could make payouts fail). The member's own name alone asks for nothing (EditProfileEnterSaves).
 */
export const EditProfileBankChangeAsksPassword: Story = {
  parameters: {
    msw: [
      withProfile(),
      banksLookup,
      recordProfileUpdate(() => HttpResponse.json({ message: 'WRONG_PASSWORD' }, { status: 400 })),
    ],
  },
  play: async ({ canvasElement }) => {
    const { dialog } = await saveAccountNo(canvasElement, '9876543210', '');
    const password = within(dialog).getByLabelText(containing('profile.passwordForBank'));
    await expect(dialog).toHaveTextContent(t('profile.bankChangeNeedsPassword'));
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await expect(profileUpdates).toEqual([]);
    await userEvent.type(password, 'not-mine');
    await userEvent.click(within(dialog).getByRole('button', { name: t('common.save') }));
    await waitFor(() => expect(profileUpdates).toHaveLength(1));
    await expect(profileUpdates[0]).toMatchObject({ bankAccountNo: '9876543210', password: 'not-mine' });
    await expect(await within(dialog).findByText(t('errors.WRONG_PASSWORD'))).toBeVisible();
    // The old number again: no password asked, none sent.
    const field = within(dialog).getByRole('textbox', { name: containing('profile.accountNo') });
    await userEvent.clear(field);
    await userEvent.type(field, bankAccount.bankAccountNo);
    await expect(within(dialog).queryByLabelText(containing('profile.passwordForBank'))).toBeNull();
    // Another holder name on the same account asks for it too; the kept name again does not.
    const holder = within(dialog).getByRole('textbox', { name: containing('profile.bankHolder') });
    await userEvent.type(holder, 'x');
    await expect(within(dialog).getByLabelText(containing('profile.passwordForBank'))).toBeVisible();
    await userEvent.type(holder, '{Backspace}');
    await expect(holder).toHaveValue(bankAccount.bankAccountName);
    await expect(within(dialog).queryByLabelText(containing('profile.passwordForBank'))).toBeNull();
  },
};

/** Letters in an account number are refused on its field, before anything is sent. */
export const EditProfileRefusesLettersInAccountNo: Story = {
  parameters: { msw: [withProfile(), banksLookup, recordProfileUpdate(() => HttpResponse.json({ ok: true }))] },
  play: async ({ canvasElement }) => {
    const { dialog, field } = await saveAccountNo(canvasElement, 'abc-12');
    await expect(await within(dialog).findByText(t('validation.accountNoDigits'))).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(field).toHaveFocus());
    await expect(dialog).toBeVisible();
    await expect(profileUpdates).toEqual([]);
  },
};

/** An account number written with dashes, as on a passbook, is saved as its digits (as registration does). */
export const EditProfileSavesDashedAccountNo: Story = {
  parameters: { msw: [withProfile(), banksLookup, recordProfileUpdate(() => HttpResponse.json({ ok: true }))] },
  play: async ({ canvasElement }) => {
    await saveAccountNo(canvasElement, '123-456-7890');
    await waitFor(() => expect(profileUpdates).toHaveLength(1));
    await expect(profileUpdates[0]?.bankAccountNo).toBe('1234567890');
  },
};

/** The server's KEY_INVALID naming bankAccountNo marks that field, not only the vague toast. */
export const EditProfileServerRefusesAccountNo: Story = {
  parameters: {
    msw: [
      withProfile(),
      banksLookup,
      recordProfileUpdate(() => HttpResponse.json({ message: 'KEY_INVALID', detail: 'bankAccountNo' }, { status: 400 })),
    ],
  },
  play: async ({ canvasElement }) => {
    const { dialog, field } = await saveAccountNo(canvasElement, '9876543210');
    await waitFor(() => expect(profileUpdates).toHaveLength(1));
    await expect(await within(dialog).findByText(t('validation.accountNoDigits'))).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(field, '1');
    await expect(within(dialog).queryByText(t('validation.accountNoDigits'))).toBeNull();
  },
};

/** Enter in a field saves the profile as the Save button does. */
export const EditProfileEnterSaves: Story = {
  parameters: { msw: [withProfile(), banksLookup, recordProfileUpdate(() => HttpResponse.json({ ok: true }))] },
  play: async ({ canvasElement }) => {
    profileUpdates.length = 0;
    await userEvent.click(await within(canvasElement).findByRole('button', { name: t('profile.edit') }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: t('profile.edit') });
    const name = within(dialog).getByRole('textbox', { name: t('profile.name') });
    await userEvent.clear(name);
    await userEvent.type(name, 'Somchai Jaidee{Enter}');
    await waitFor(() => expect(profileUpdates).toHaveLength(1));
    await expect(profileUpdates[0]).toMatchObject({ name: 'Somchai Jaidee', bankAccountNo: bankAccount.bankAccountNo });
    await waitFor(() => expect(dialog).not.toBeVisible());
  },
};

export const BankNameRefusesThai: Story = {
  parameters: { msw: [withProfile(ktbThai)] },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: t('profile.editBankName') }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: t('profile.bankNameTitle') });
    const field = within(dialog).getByRole('textbox', { name: containing('profile.bankAccountName') });
    await userEvent.type(field, 'สมชาย');
    await userEvent.click(within(dialog).getByRole('button', { name: t('common.save') }));
    await waitFor(() => expect(notify.toasts.map((t) => t.text)).toContain(t('validation.requiredEngLangMsg')));
    await userEvent.clear(field);
    await userEvent.type(field, 'somchai j');
    await expect(field).toHaveValue('SOMCHAI J');
  },
};
