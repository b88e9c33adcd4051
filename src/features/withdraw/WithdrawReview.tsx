import { useEffect, useId, useRef } from 'react';
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
  /** What is reviewed is a try that got no answer: why it is asked again (Confirm gets its answer, never a second withdrawal). */
  askedAgain?: string;
}

/** The step before the money leaves (issue 18.3): amount, destination bank, masked account, holder, fee. */
export function WithdrawReview({ amount, account, everything, askedAgain }: WithdrawReviewProps) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  // The form it replaces took the focus with it: the review's title takes it, so a screen reader
  // reads what is about to be sent and the keyboard goes on from here, not from the page's top.
  const title = useRef<HTMLParagraphElement>(null);
  useEffect(() => title.current?.focus(), []);
  return (
    <div className={styles.review} role="group" aria-labelledby={titleId}>
      <p id={titleId} ref={title} tabIndex={-1} className={`${styles.muted} ${styles.reviewTitle}`}>
        {t('withdraw.review')}
      </p>
      {/* With its unit, as the receipt after it: a Laos-build wallet may hold kip or baht. */}
      <Amount value={amount} size="xl" currency={t('ui.receipt.unit')} className={styles.reviewAmount} />
      {everything && <p className={styles.muted}>{t('withdraw.allNote')}</p>}
      {askedAgain && (
        <p className={styles.warning} role="note">
          {askedAgain}
        </p>
      )}
      {account && <DetailList items={destinationLines(account, t, i18n.language)} />}
    </div>
  );
}
