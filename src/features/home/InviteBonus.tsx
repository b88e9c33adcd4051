import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { formatAmount } from '../../lib/money';
import { Amount } from '../../ui/Amount';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { showReward } from '../receipt/store';
import { askReceiveBonus, home, receiveInviteBonus } from './store';
import styles from './HomePage.module.css';

/** The referral-bonus amount with its add-to-wallet button; adding asks first (spec §2, §4). */
export function InviteBonus({ amount }: { amount: number }) {
  const { t, i18n } = useTranslation();
  const snap = useSnapshot(home);
  /** Added to the wallet: its receipt (issue 18.4) instead of a passing toast. */
  const receive = async () => {
    const reply = await receiveInviteBonus(amount);
    if (reply) showReward({ title: t('receipt.invite'), amount, reply, lines: [], walletLabel: t('transfer.wallet') });
  };
  return (
    <div className={styles.bonus}>
      <span className={styles.bonusLabel}>{t('home.inviteBonus')}</span>
      <Amount value={amount} />
      <Button size="sm" variant="secondary" icon="gift" disabled={amount <= 0} onClick={() => askReceiveBonus(true)}>
        {t('invite.addToWallet')}
      </Button>
      {/* The invite sheet's own words: one action, one name, wherever it is asked from. */}
      <ConfirmDialog
        open={snap.confirmBonus}
        title={t('invite.confirmTitle')}
        message={t('invite.confirmText', { amount: formatAmount(amount, i18n.language) })}
        confirmLabel={t('invite.addToWallet')}
        busy={snap.receiving}
        onClose={(confirmed) => (confirmed ? void receive() : askReceiveBonus(false))}
      />
    </div>
  );
}
