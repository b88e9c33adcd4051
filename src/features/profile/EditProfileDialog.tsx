import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import type { Bank } from '../../api/contract';
import { lookup } from '../../api/lookup';
import { accountNoDigits, bankDisplayName, banksOfThisBuild, checkAccountNo, holderNameProblem, keptHolderName, needsEnglishName } from '../../lib/bank';
import { buildConfig } from '../../config/build';
import { focusFirstInvalid } from '../../lib/focus-invalid';
import { NAME_MAX_LENGTH, required } from '../../lib/validation';
import { Dialog } from '../../ui/Dialog';
import { PasswordField } from '../../ui/PasswordField';
import { Select } from '../../ui/Select';
import { TextField } from '../../ui/TextField';
import { clearInvalidField, closeProfileDialog, profile, saveProfile } from './store';
import { SaveOrCancel } from './SaveOrCancel';
import styles from './ProfilePage.module.css';

/** Edit profile (spec §2, §7 PUT /api/account/profile): name and bank account, with the §5 bank rules. */
export function EditProfileDialog() {
  const { t, i18n } = useTranslation();
  const snap = useSnapshot(profile);
  const current = snap.data;
  const [banks, setBanks] = useState<Bank[]>([]);
  const [name, setName] = useState(current?.profile.name ?? '');
  const [bankCode, setBankCode] = useState(current?.bankAccount.bankCode ?? '');
  const [accountNo, setAccountNo] = useState(current?.bankAccount.bankAccountNo ?? '');
  const [accountName, setAccountName] = useState(current?.bankAccount.bankAccountName ?? '');
  const [password, setPassword] = useState('');
  const [touched, setTouched] = useState(false);
  const open = snap.dialog === 'edit';

  useEffect(() => {
    if (!open) return;
    lookup('banks', { errors: 'silent' })
      .then((reply) => setBanks(banksOfThisBuild(reply.banks, buildConfig.laos, profile.data?.bankAccount.bankCode)))
      .catch(() => setBanks([]));
    // Bank names are server content in the active language: a switch while open asks again.
  }, [open, i18n.language]);

  const english = needsEnglishName(bankCode);
  const errorOf = (value: string) => (touched && required(value) ? t(required(value) ?? '') : undefined);
  const holder = accountName.trim().replace(/\s+/g, ' ');
  const problem = holderNameProblem(bankCode, holder);
  const holderError = problem === 'english' ? 'validation.bankNameEnglish' : problem === 'letters' ? 'profile.holderLetters' : null;
  const nameError = touched && holder && holderError ? t(holderError) : undefined;
  // Cleaned as registration cleans it (dashes and spaces go), then held to the server's 6–20 digits,
  // so "abc-12" is refused on its field, not by a vague toast after the server refused it.
  const digits = accountNoDigits(accountNo);
  const accountRule = accountNo.trim() ? checkAccountNo(digits) : null;
  const accountRefused = snap.invalidField === 'bankAccountNo' ? 'validation.accountNoDigits' : null;
  const accountKey = accountRule ?? accountRefused;
  const accountError = errorOf(accountNo) ?? (touched && accountKey ? t(accountKey) : undefined);
  // Where withdrawals are paid — bank, number and the holder's name — changes only with the password
  // (the server asks for it too).
  const kept = current?.bankAccount;
  const payoutChanged = bankCode !== kept?.bankCode || digits !== kept?.bankAccountNo || keptHolderName(bankCode, holder) !== kept?.bankAccountName;
  const passwordError =
    errorOf(password) ?? (snap.invalidField === 'password' ? t('errors.WRONG_PASSWORD') : undefined);

  // A <form>, as in the other dialogs: Enter in any field saves as the Save button does.
  const submit = (event: FormEvent) => {
    // Enter pressed again while saving sends nothing more: the store's save refuses a second one.
    event.preventDefault();
    setTouched(true);
    const form = event.currentTarget as HTMLFormElement;
    // The field to mend takes focus, its message read out, rather than Save keeping it.
    if ([name, bankCode, accountNo, holder, ...(payoutChanged ? [password] : [])].some((value) => required(value))) return focusFirstInvalid(form);
    if (holderError || accountRule) return focusFirstInvalid(form);
    const body = { name: name.trim(), bankCode, bankAccountNo: digits, bankAccountName: holder };
    void saveProfile(payoutChanged ? { ...body, password } : body, t('common.saved'));
  };

  return (
    <Dialog
      open={open}
      title={t('profile.edit')}
      onClose={closeProfileDialog}
      dismissible={!snap.saving}
    >
      <form className={styles.list} onSubmit={submit} noValidate>
        <TextField label={t('profile.name')} value={name} maxLength={NAME_MAX_LENGTH} onValueChange={setName} error={errorOf(name)} required />
        <Select
          label={t('profile.bankName')}
          value={bankCode}
          placeholder
          options={banks.map((bank) => ({ value: bank.code, label: bankDisplayName(bank, i18n.language) }))}
          onValueChange={setBankCode}
          error={errorOf(bankCode)}
          required
        />
        <TextField
          label={t('profile.accountNo')}
          numeric="integer"
          // No maxLength: it would cut a pasted "1234-5678-9012-3456-78" short; checkAccountNo counts the digits.
          value={accountNo}
          onValueChange={(value) => {
            setAccountNo(value);
            clearInvalidField();
          }}
          error={accountError}
          required
        />
        <TextField
          label={t('profile.bankHolder')}
          value={accountName}
          maxLength={NAME_MAX_LENGTH}
          uppercase={english}
          onValueChange={setAccountName}
          error={errorOf(accountName) ?? nameError}
          required
        />
        {payoutChanged && (
          <PasswordField
            label={t('profile.passwordForBank')}
            hint={t('profile.bankChangeNeedsPassword')}
            value={password}
            onValueChange={(value) => {
              setPassword(value);
              clearInvalidField();
            }}
            autoComplete="current-password"
            error={passwordError}
            required
          />
        )}
        <SaveOrCancel saving={snap.saving} />
      </form>
    </Dialog>
  );
}
