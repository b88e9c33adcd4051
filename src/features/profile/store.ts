import { proxy } from 'valtio';
import { account } from '../../api/account';
import { ApiError } from '../../api/http';
import { isEnglishName, needsEnglishName } from '../../lib/bank';
import type { ProfileReply, UpdateProfileRequest } from '../../api/contract';
import { showAlert } from '../notify/store';
import { reloadWallet } from '../wallet/store';
import { onSessionEnd } from '../../lib/session';

export type ProfileDialog = 'password' | 'edit' | 'bankName';

/** The member's profile screen and its dialogs (spec §2 Profile, §5 change password and bank name). */
export const profile = proxy({
  data: null as ProfileReply | null,
  loading: false,
  failed: false,
  dialog: null as ProfileDialog | null,
  saving: false,
  /** The profile field the server refused (a KEY_INVALID's detail, e.g. `bankAccountNo`), marked on the edit dialog. */
  invalidField: null as string | null,
  /** Password changes made on this screen: the server forgets the linked host accounts with each. */
  passwordChanges: 0,
});

export function resetProfile(): void {
  profile.data = null;
  profile.loading = false;
  profile.failed = false;
  profile.dialog = null;
  profile.saving = false;
  profile.invalidField = null;
}

onSessionEnd(resetProfile);

/** A profile load failure is swallowed once the loader is hidden (spec §7). */
export async function loadProfile(): Promise<void> {
  profile.loading = true;
  try {
    profile.data = await account.profile({ errors: 'silent' });
    profile.failed = false;
  } catch {
    profile.failed = true;
  } finally {
    profile.loading = false;
  }
}

export function openProfileDialog(dialog: ProfileDialog): void {
  profile.dialog = dialog;
  profile.invalidField = null;
}

/** The player changed the field the server refused: its mark goes until the next answer. */
export function clearInvalidField(): void {
  profile.invalidField = null;
}

export function closeProfileDialog(): void {
  if (!profile.saving) profile.dialog = null;
}

/** Runs a save; on success the saved dialog shows and profile and wallet reload. */
async function save(work: () => Promise<unknown>, savedTitle: string, savedText = ''): Promise<boolean> {
  if (profile.saving) return false;
  profile.saving = true;
  try {
    await work();
    profile.dialog = null;
    showAlert({ tone: 'success', title: savedTitle, text: savedText });
    await Promise.all([loadProfile(), reloadWallet()]);
    return true;
  } catch {
    return false; // shown by the http layer (modal or toast, as the call asked)
  } finally {
    profile.saving = false;
  }
}

/** Spec §7: a change-password failure shows an error dialog with the server message. */
/**
 * A new password also signs the member out everywhere else and forgets the Telegram and LINE links
 * (server: account/service.ts): `savedText` says so, or the host's one-tap sign-in seems broken.
 */
export async function changePassword(oldPassword: string, newPassword: string, savedTitle: string, savedText: string): Promise<boolean> {
  profile.invalidField = null;
  const changed = await save(async () => {
    try {
      return await account.changePassword({ oldPassword, newPassword }, { errors: 'modal', onField: ['WRONG_PASSWORD'] });
    } catch (error) {
      // A wrong current password is said on that field, not in a modal that does not say which one.
      if (error instanceof ApiError && error.code === 'WRONG_PASSWORD') profile.invalidField = 'oldPassword';
      throw error;
    }
  }, savedTitle, savedText);
  if (changed) profile.passwordChanges += 1;
  return changed;
}

/**
 * The toast alone ("some information is incorrect") does not say which: a KEY_INVALID naming a field
 * (the server's detail) also marks that field. A wrong password shows on its field only.
 */
export function saveProfile(body: UpdateProfileRequest, savedTitle: string): Promise<boolean> {
  profile.invalidField = null;
  return save(async () => {
    try {
      return await account.updateProfile(body, { onField: ['WRONG_PASSWORD'] });
    } catch (error) {
      if (error instanceof ApiError && error.code === 'KEY_INVALID' && error.detail) profile.invalidField = error.detail;
      if (error instanceof ApiError && error.code === 'WRONG_PASSWORD') profile.invalidField = 'password';
      throw error;
    }
  }, savedTitle);
}

export const saveBankAccountName = (bankCode: string, bankAccountName: string, savedTitle: string) =>
  save(() => account.updateBankAccountName({ bankCode, bankAccountName }), savedTitle);

/** The bank-name edit is offered for KTB/TMB/BBL accounts whose name is not English (spec §5). */
export const needsBankNameEdit = (bank: { bankCode: string; bankAccountName: string } | undefined): boolean =>
  bank !== undefined && needsEnglishName(bank.bankCode) && !isEnglishName(bank.bankAccountName);
