import type { TFunction } from 'i18next';
import type { MemberBankAccount } from '../../api/contract';
import { accountEnding, bankDisplayName, maskBankAccount } from '../../lib/bank';
import { BankMark } from '../../ui/BankMark';
import type { Detail } from '../../ui/DetailList';
import styles from './withdraw.module.css';

/**
 * Where a withdrawal goes (issue 18.3), as the review and the receipt both show it: the bank's mark
 * and name with the account number masked to its last four digits, the holder's name, and the fee
 * (the server charges none; saying so is what players look for before they confirm).
 */
export function destinationLines(account: MemberBankAccount, t: TFunction, locale: string): Detail[] {
  const ending = accountEnding(account.bankAccountNo);
  return [
    {
      label: t('receipt.destination'),
      value: (
        <span className={styles.bank}>
          <BankMark code={account.bankCode} />
          <span className={styles.bankText}>
            <span>{bankDisplayName(account.bank, locale)}</span>
            <span className={styles.accountNo} aria-label={t('receipt.accountEnding', { digits: ending })}>
              {maskBankAccount(account.bankAccountNo)}
            </span>
          </span>
        </span>
      ),
    },
    { label: t('receipt.holder'), value: account.bankAccountName },
    { label: t('receipt.fee'), value: t('receipt.noFee') },
  ];
}
