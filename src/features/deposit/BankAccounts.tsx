import { useTranslation } from 'react-i18next';
import type { DepositBank } from '../../api/contract';
import { bankDisplayName, formatBankAccount } from '../../lib/bank';
import { usePlatform } from '../../platform';
import { CopyField } from '../../ui/CopyField';
import styles from './deposit.module.css';

/** The accounts a member transfers to, each number copyable (spec §2 Deposit dialog). */
export function BankAccounts({ banks }: { banks: readonly DepositBank[] }) {
  const { t, i18n } = useTranslation();
  const platform = usePlatform();
  return (
    <ul className={styles.accounts}>
      {banks.map((bank) => (
        <li key={`${bank.bankCode}-${bank.bankAccountNo}`} className={styles.account}>
          <p className={styles.bankName}>
            {bankDisplayName(bank.bank, i18n.language)}
            <span className={styles.bankCode}> ({bank.bankCode})</span>
          </p>
          <p className={styles.accountName}>{bank.bankAccountName}</p>
          <CopyField
            label={t('deposit.bank.accountNo')}
            name={`${t('deposit.bank.accountNo')} ${bankDisplayName(bank.bank, i18n.language)}`}
            value={bank.bankAccountNo}
            display={formatBankAccount(bank.bankAccountNo)}
            copy={(text) => platform.copy(text)}
          />
        </li>
      ))}
    </ul>
  );
}
