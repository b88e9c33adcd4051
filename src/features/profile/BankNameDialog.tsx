import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { isEnglishName } from '../../lib/bank';
import { NAME_MAX_LENGTH } from '../../lib/validation';
import { Dialog } from '../../ui/Dialog';
import { TextField } from '../../ui/TextField';
import { toast } from '../notify/store';
import { closeProfileDialog, profile, saveBankAccountName } from './store';

export interface BankNameDialogProps {
  bankCode: string;
  currentName: string;
}

/**
 * Edit bank account name (spec §5): required, A–Z and spaces only (else the requiredEngLangMsg
 * toast), upper-cased as typed. Opened from the home prompt and from the profile.
 */
export function BankNameDialog({ bankCode, currentName }: BankNameDialogProps) {
  const { t } = useTranslation();
  const snap = useSnapshot(profile);
  const [name, setName] = useState(isEnglishName(currentName) ? currentName.toUpperCase() : '');

  const submit = (result: boolean | undefined) => {
    if (!result) return closeProfileDialog();
    const trimmed = name.trim().replace(/\s+/g, ' ');
    if (!trimmed || !isEnglishName(trimmed)) {
      toast(t('validation.requiredEngLangMsg'));
      return;
    }
    void saveBankAccountName(bankCode, trimmed, t('common.saved'));
  };

  return (
    <Dialog<boolean>
      open={snap.dialog === 'bankName'}
      title={t('profile.bankNameTitle')}
      onClose={submit}
      dismissible={!snap.saving}
      actions={[
        { label: t('common.cancel'), result: false, disabled: snap.saving },
        { label: t('common.save'), result: true, loading: snap.saving },
      ]}
    >
      <p>{t('profile.bankNameText')}</p>
      <TextField
        label={t('profile.bankAccountName')}
        value={name}
        maxLength={NAME_MAX_LENGTH}
        onValueChange={setName}
        uppercase
        required
        autoComplete="off"
      />
    </Dialog>
  );
}
