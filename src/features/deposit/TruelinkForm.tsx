import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { limits } from '../../lib/constants';
import { formatAmount } from '../../lib/money';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';
import { DepositReceipt, useReceiptDoneInHost } from './DepositReceipt';
import { checkTruelinkDecided, deposit, editedTruelink, finishTruelink, sendTruelink } from './store';
import { useCreditWatch } from './useArrivalWatch';
import styles from './deposit.module.css';

export interface TruelinkFormProps {
  /** "Done" on the receipt of a redeemed link. */
  onDone: () => void;
}

/**
 * True Wallet gift link: a non-empty link, encrypted before sending (spec §2, §5); redeemed while
 * open, its receipt; refused (under the minimum, emptied, expired), why, with the field ready for another.
 */
export function TruelinkForm({ onDone }: TruelinkFormProps) {
  const { t, i18n } = useTranslation();
  const snap = useSnapshot(deposit);
  const [link, setLink] = useState('');
  const minimum = snap.lookup?.truelinkMinimum ?? limits.trueWalletMinimum;
  const truelink = snap.truelink;
  useCreditWatch(truelink.accepted, truelink.credited !== null || truelink.refused !== null, checkTruelinkDecided);
  const done = () => {
    finishTruelink();
    onDone();
  };
  const doneInHost = useReceiptDoneInHost(truelink.credited ? done : null);
  if (truelink.credited) {
    return (
      <DepositReceipt
        title={t('receipt.deposit')}
        credit={truelink.credited}
        via={t('deposit.tab.truewallet')}
        onDone={done}
        doneInHost={doneInHost}
      />
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (await sendTruelink(link)) setLink('');
  };

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      <TextField
        label={t('deposit.truelink.label')}
        name="truelink"
        type="url"
        inputMode="url"
        autoComplete="off"
        placeholder="https://gift.truemoney.com/…"
        value={link}
        onValueChange={(value) => {
          setLink(value);
          // The server's refusal belongs to the link it refused: the field's error until it is edited.
          editedTruelink();
        }}
        hint={t('deposit.truelink.minimum', { amount: formatAmount(minimum, i18n.language) })}
        error={snap.truelink.error ? t(`errors.${snap.truelink.error}`, { defaultValue: snap.truelink.error }) : undefined}
        required
      />
      {truelink.accepted &&
        (truelink.refused ? (
          <p className={styles.error} role="alert">
            {t('deposit.truelink.refused', { reason: t(`truelinkReason.${truelink.refused}`) })}
          </p>
        ) : (
          <p className={styles.success} role="status">
            {t('deposit.truelink.accepted')}
          </p>
        ))}
      <Button type="submit" fullWidth disabled={link.trim() === ''} loading={snap.truelink.sending}>
        {t('deposit.truelink.send')}
      </Button>
    </form>
  );
}
