import { useTranslation } from 'react-i18next';
import type { MemberBankAccount } from '../../api/contract';
import { Amount } from '../../ui/Amount';
import { DetailList } from '../../ui/DetailList';
import { destinationLines } from './destination';
import styles from './withdraw.module.css';

export interface WithdrawReviewProps {
  amount: number;
  /** The member's bank account (wallet snapshot); the money can only go there. */
  account: MemberBankAccount | null;
  /** Withdraw everything: the game balances come home first. */
  everything: boolean;
}

/** The step before the money leaves (issue 18.3): amount, destination bank, masked account, holder, fee. */
export function WithdrawReview({ amount, account, everything }: WithdrawReviewProps) {
  const { t, i18n } = useTranslation();
  return (
    <div className={styles.review}>
      <p className={styles.muted}>{t('withdraw.review')}</p>
      <Amount value={amount} size="xl" className={styles.reviewAmount} />
      {everything && <p className={styles.muted}>{t('withdraw.allNote')}</p>}
      {account && <DetailList items={destinationLines(account, t, i18n.language)} />}
    </div>
  );
}
