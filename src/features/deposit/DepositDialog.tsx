import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { haptic } from '../../platform';
import { toast } from '../notify/store';
import { Dialog } from '../../ui/Dialog';
import { EmptyState, LoadFailed } from '../../ui/EmptyState';
import { useOnlineAgain } from '../../lib/useOnlineAgain';
import { TabList, TabPanel } from '../../ui/Tabs';
import { BankAccounts } from './BankAccounts';
import { depositMethods, methodKey, type DepositMethod } from './methods';
import { QrDeposit } from './QrDeposit';
import { SlipUpload } from './SlipUpload';
import { deposit, loadDeposit } from './store';
import { showingDeposits } from '../wallet/store';
import { dialogs, rememberInDialog } from '../home/store';
import { depositSource, QR_PROVIDERS } from '../../api/contract';
import { TruelinkForm } from './TruelinkForm';
import { DepositMethodsSkeleton } from './DepositMethodsSkeleton';
import styles from './deposit.module.css';

export interface DepositDialogProps {
  open: boolean;
  /** `true` when the member said the transfer is done (the wallet is then reloaded). */
  onClose: (result: boolean) => void;
}

const retryDeposit = () => void loadDeposit();

/** Deposit by bank transfer and slip, by QR (per provider) or by True Wallet (spec §2 Deposit dialog). */
export default function DepositDialog({ open, onClose }: DepositDialogProps) {
  const { t } = useTranslation();
  const snap = useSnapshot(deposit);
  // The tab chosen before a reload (a QR being paid), else none yet.
  const [chosen, setChosen] = useState<string | null>(() => dialogs.context.tab ?? null);
  const [openedAt] = useState(Date.now);

  useEffect(() => {
    if (open) void loadDeposit();
  }, [open]);
  useOnlineAgain(open && snap.failed, retryDeposit);

  // What this sheet says the decisions of (a QR's receipt, a slip's or link's outcome): the home's
  // notices say the others, e.g. an earlier slip approved while this one is being checked.
  const onScreen = [
    ...QR_PROVIDERS.map((provider) => snap.qr[provider].state?.qrcodeId).filter((id): id is string => Boolean(id)).map(depositSource.qr),
    ...(snap.slip.reference ? [depositSource.slip(snap.slip.reference)] : []),
    ...(snap.truelink.accepted ? [depositSource.truelink(snap.truelink.accepted)] : []),
  ].join(' ');
  useEffect(() => (open && onScreen ? showingDeposits(onScreen.split(' ')) : undefined), [open, onScreen]);

  const methods = snap.lookup ? depositMethods(snap.lookup) : [];
  // Reopened while a QR made earlier can still be paid: its tab, not the first one, which hid it.
  const payable = methods.find((m) => {
    if (m.kind !== 'qr') return false;
    const view = snap.qr[m.provider];
    return view.state?.hasQrcode === true && !view.expired && Date.parse(view.state.expireIn ?? '') > openedAt;
  });
  const active = methods.find((m) => methodKey(m) === chosen) ?? payable ?? methods[0];

  // "I have transferred": the balance follows when the bank reports the payment, as the toast says.
  const transferDone = () => {
    toast(t('deposit.qr.doneMessage'), 'success');
    onClose(true);
  };

  // The open method's receipt, once its deposit arrived (each method's view turns into it).
  const receipt =
    active?.kind === 'qr' ? snap.qr[active.provider].received : active?.kind === 'bank' ? snap.slip.credited : active ? snap.truelink.credited : null;

  const methodView = (shown: DepositMethod) => (
    <>
      {shown.kind === 'bank' && snap.lookup && (
        <>
          {!receipt && snap.lookup.isManual && <p className={styles.warning}>{t('deposit.bank.manual')}</p>}
          {!receipt && <BankAccounts banks={snap.lookup.banks.filter((b) => b.bankType === 'BANK' && b.mode === 'AUTO')} />}
          <SlipUpload onDone={() => onClose(true)} />
        </>
      )}
      {shown.kind === 'qr' && <QrDeposit key={shown.provider} provider={shown.provider} onDone={transferDone} onFinished={() => onClose(true)} />}
      {shown.kind === 'truewallet' && snap.lookup && (
        <>
          {!receipt &&
            snap.lookup.wallets
              .filter((w) => w.mode === 'AUTO')
              .map((w) => (
                <p key={w.walletAccountName} className={styles.accountName}>
                  {t('deposit.truewallet.auto', { name: w.walletAccountName })}
                </p>
              ))}
          {snap.lookup.wallets.some((w) => w.mode === 'LINK') && <TruelinkForm onDone={() => onClose(true)} />}
        </>
      )}
    </>
  );

  const tabLabel = (method: DepositMethod) =>
    method.kind === 'qr' ? t('deposit.tab.qr', { provider: method.provider }) : t(`deposit.tab.${method.kind}`);

  return (
    <Dialog<boolean> open={open} title={t('deposit.title')} onClose={() => onClose(false)}>
      {snap.loading && !snap.lookup && <DepositMethodsSkeleton />}
      {!snap.loading && snap.failed && <LoadFailed title={t('deposit.loadFailed')} headingLevel={3} onRetry={retryDeposit} />}
      {!snap.loading && snap.lookup && methods.length === 0 && <EmptyState title={t('deposit.none')} />}
      {active && receipt && (
        // A deposit's receipt is the sheet's answer: alone, as every other receipt, not under the
        // method chips and the "credited within a minute" note it has just made true.
        <div className={styles.panel}>{methodView(active)}</div>
      )}
      {active && !receipt && (
        <>
          <TabList
            wrap
            className={styles.tabs}
            label={t('deposit.methods')}
            idPrefix="deposit"
            tabs={methods.map((method) => ({ id: methodKey(method), label: tabLabel(method) }))}
            selected={methodKey(active)}
            onSelect={(key) => {
              if (key !== methodKey(active)) haptic('selection');
              setChosen(key);
              rememberInDialog({ tab: key });
            }}
          />
          <TabPanel idPrefix="deposit" tab={methodKey(active)} className={styles.panel}>
            <p className={styles.note}>{t('deposit.credit')}</p>
            {methodView(active)}
          </TabPanel>
        </>
      )}
    </Dialog>
  );
}
