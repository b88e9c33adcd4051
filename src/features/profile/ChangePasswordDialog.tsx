import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { Dialog } from '../../ui/Dialog';
import { checkPasswordLength } from '../../lib/password';
import { PasswordField } from '../../ui/PasswordField';
import { changePassword, closeProfileDialog, profile } from './store';
import styles from './ProfilePage.module.css';

/**
 * Change password (spec §5): all three required (else nothing happens); new must equal confirm.
 * Beyond the spec, the new password has 8 to 128 characters (the server refuses others too). Neither
 * field has a `maxLength`: a longer password pasted from a manager is refused with a word, not cut.
 */
export function ChangePasswordDialog() {
  const { t } = useTranslation();
  const snap = useSnapshot(profile);
  const [oldPassword, setOld] = useState('');
  const [newPassword, setNew] = useState('');
  const [confirm, setConfirm] = useState('');
  const [mismatch, setMismatch] = useState(false);
  const [lengthError, setLengthError] = useState<string | null>(null);

  const submit = (result: boolean | undefined) => {
    if (!result) return closeProfileDialog();
    if (!oldPassword || !newPassword || !confirm) return;
    const length = checkPasswordLength(newPassword);
    if (length) return setLengthError(length);
    if (newPassword !== confirm) return setMismatch(true);
    void changePassword(oldPassword, newPassword, t('common.saved'));
  };

  return (
    <Dialog<boolean>
      open={snap.dialog === 'password'}
      title={t('profile.changePassword')}
      onClose={submit}
      dismissible={!snap.saving}
      actions={[
        { label: t('common.cancel'), result: false, disabled: snap.saving },
        { label: t('common.save'), result: true, loading: snap.saving },
      ]}
    >
      <div className={styles.list}>
        <PasswordField
          label={t('profile.oldPassword')}
          value={oldPassword}
          onValueChange={setOld}
          autoComplete="current-password"
          required
        />
        <PasswordField
          label={t('profile.newPassword')}
          value={newPassword}
          onValueChange={(value) => {
            setNew(value);
            setMismatch(false);
            setLengthError(null);
          }}
          autoComplete="new-password"
          error={lengthError ? t(lengthError) : undefined}
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
      </div>
    </Dialog>
  );
}
