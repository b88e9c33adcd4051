import type { TFunction } from 'i18next';
import type { ActivatedBonus } from '../../api/contract';
import { showReward } from '../receipt/store';

/** The receipt after a bonus or a promotion is received (issue 18.4): its code under "Bonus", the wallet after. */
export function showBonusReceipt(reply: ActivatedBonus, code: string, t: TFunction): void {
  const lines = [{ label: t('statement.type.bonus'), value: code }];
  showReward({ title: t('receipt.bonus'), amount: reply.amount, reply, lines, walletLabel: t('transfer.wallet') });
}
