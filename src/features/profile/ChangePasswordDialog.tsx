import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { focusFirstInvalid } from '../../lib/focus-invalid';
import { checkNewPassword } from '../../lib/password';
import { Dialog } from '../../ui/Dialog';
import { PasswordField } from '../../ui/PasswordField';
import { changePassword, clearInvalidField, closeProfileDialog, profile } from './store';
import { SaveOrCancel } from './SaveOrCancel';
import styles from './ProfilePage.module.css';

/**
 * Change password (spec §5): all three required (else nothing happens); new must equal confirm.
 * Beyond the spec, the new password has 8 to 128 characters and is not among the first guesses
 * (lib/password.ts; the server refuses others too). Neither
 * field has a `maxLength`: a longer password pasted from a manager is refused with a word, not cut.
 */
export function ChangePasswordDialog() {
  const { t } = useTranslation();
  const snap = useSnapshot(profile);
  const [oldPassword, setOld] = useState('');
  const [newPassword, setNew] = useState('');
  const [confirm, setConfirm] = useState('');
  const [mismatch, setMismatch] = useState(false);
  const [ruleError, setRuleError] = useState<string | null>(null);

  // A <form>, as in the other dialogs: Enter in any field saves as the Save button does.
  const submit = (event: FormEvent<HTMLFormElement>) => {
    // Enter pressed again while saving sends nothing more: the store's save refuses a second one.
    event.preventDefault();
    const form = event.currentTarget;
    if (!oldPassword || !newPassword || !confirm) return;
    // The same password again would change nothing, yet sign the member's other devices out.
    const rule = newPassword === oldPassword ? 'profile.passwordSame' : checkNewPassword(newPassword, snap.data?.profile.username);
    if (rule) {
      setRuleError(rule);
      // The field to mend takes focus, its message read out (as registration does).
      return focusFirstInvalid(form);
    }
    if (newPassword !== confirm) {
      setMismatch(true);
      return focusFirstInvalid(form);
    }
    void changePassword(oldPassword, newPassword, t('common.saved'), t('profile.passwordChanged')).then(() => focusFirstInvalid(form));
  };

  return (
    <Dialog
      open={snap.dialog === 'password'}
      title={t('profile.changePassword')}
      onClose={closeProfileDialog}
      dismissible={!snap.saving}
    >
      <form className={styles.list} onSubmit={submit} noValidate>
        <PasswordField
          label={t('profile.oldPassword')}
          value={oldPassword}
          onValueChange={(value) => {
            setOld(value);
            clearInvalidField();
          }}
          autoComplete="current-password"
          error={snap.invalidField === 'oldPassword' ? t('errors.WRONG_PASSWORD') : undefined}
          required
        />
        <PasswordField
          label={t('profile.newPassword')}
          value={newPassword}
          onValueChange={(value) => {
            setNew(value);
            setMismatch(false);
            setRuleError(null);
          }}
          autoComplete="new-password"
          hint={t('validation.passwordHint')}
          error={ruleError ? t(ruleError) : undefined}
          required
        />
        <PasswordField
          label={t('profile.confirmPassword')}
          value={confirm}
          onValueChange={(value) => {
            setConfirm(value);
            setMismatch(false);
          }}
          autoComplete="new-password"
          error={mismatch ? t('validation.passwordNotEqual') : undefined}
          required
        />
        <SaveOrCancel saving={snap.saving} />
      </form>
    </Dialog>
  );
}
