import { useTranslation } from 'react-i18next';
import type { MemberBankAccount } from '../../api/contract';
import { Button } from '../../ui/Button';
import { Icon } from '../../ui/Icon';
import { BankNameDialog } from '../profile/BankNameDialog';
import { needsBankNameEdit, openProfileDialog } from '../profile/store';
import styles from './HomePage.module.css';

/** Offers the bank-name edit when the bank needs an English name and it is not (spec §2, §5). */
export function BankNamePrompt({ bankAccount }: { bankAccount: MemberBankAccount }) {
  const { t } = useTranslation();
  if (!needsBankNameEdit(bankAccount)) return null;
  return (
    <div className={styles.prompt} role="note">
      <Icon name="warning" />
      <p>{t('profile.bankNameText')}</p>
      <Button size="sm" onClick={() => openProfileDialog('bankName')}>
        {t('profile.editBankName')}
      </Button>
      <BankNameDialog bankCode={bankAccount.bankCode} currentName={bankAccount.bankAccountName} />
    </div>
  );
}
