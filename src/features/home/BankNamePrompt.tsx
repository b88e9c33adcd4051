import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { MemberBankAccount } from '../../api/contract';
import { Button } from '../../ui/Button';
import { Icon } from '../../ui/Icon';
import { needsBankNameEdit, openProfileDialog } from '../profile/store';
import styles from './HomePage.module.css';

/**
 * Offers the bank-name edit when the bank needs an English name and it is not (spec §2, §5);
 * `dialog` is the profile feature's edit dialog, which `openProfileDialog('bankName')` opens.
 */
export function BankNamePrompt({ bankAccount, dialog }: { bankAccount: MemberBankAccount; dialog?: ReactNode }) {
  const { t } = useTranslation();
  if (!needsBankNameEdit(bankAccount)) return null;
  return (
    <div className={styles.prompt} role="note">
      <Icon name="warning" />
      <p>{t('profile.bankNameText')}</p>
      <Button size="sm" onClick={() => openProfileDialog('bankName')}>
        {t('profile.editBankName')}
      </Button>
      {dialog}
    </div>
  );
}
