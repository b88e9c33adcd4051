import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import type { InviteRow } from '../../api/invite';
import { formatAmount } from '../../lib/money';
import { usePlatform } from '../../platform';
import { Amount } from '../../ui/Amount';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { CopyField } from '../../ui/CopyField';
import type { DataTableColumn } from '../../ui/DataTable';
import { DateTime } from '../../ui/DateTime';
import { Dialog } from '../../ui/Dialog';
import { PagedTable } from '../../ui/PagedTable';
import { useOnlineAgain } from '../../lib/useOnlineAgain';
import { toast } from '../notify/store';
import { showReward } from '../receipt/store';
import { onWalletChange, wallet } from '../wallet/store';
import { addInviteBonus, invite, loadInviteBonus, loadInvites } from './store';
import styles from './invite.module.css';

const retryInvites = () => void loadInvites();
const readAgain = () => {
  void loadInviteBonus();
  void loadInvites();
};

export interface InviteDialogProps {
  open: boolean;
  /** `true` after the bonus moved into the wallet. */
  onClose: (result: boolean) => void;
}

/** The inviter code a friend types in registration's "Inviter code": PR and the member id (spec §2). */
const inviteCode = (memberId: string): string => `PR${memberId}`;

/** Spec §2: origin + /register?code=PR<member id>. */
export const inviteLink = (memberId: string, origin: string = window.location.origin): string =>
  `${origin}/register?code=${encodeURIComponent(inviteCode(memberId))}`;

/** Invite a friend: the link (copy, share), the bonus and the invitees, 10 a page (spec §2 Invite). */
export default function InviteDialog({ open, onClose }: InviteDialogProps) {
  const { t, i18n } = useTranslation();
  const platform = usePlatform();
  const snap = useSnapshot(invite);
  const { snapshot } = useSnapshot(wallet);
  const [confirming, setConfirming] = useState(false);
  const [added, setAdded] = useState(false);

  useEffect(() => {
    if (!open) return;
    void loadInvites(1);
    void loadInviteBonus();
  }, [open]);

  // A friend's round earns while it is open (the server pings the inviter's screens): the bonus and
  // the list are read again.
  useEffect(() => (open ? onWalletChange(readAgain) : undefined), [open]);

  const list = snap.list;
  useOnlineAgain(open && list.failed, retryInvites);
  const memberId = snapshot?.profile._id;
  const link = memberId ? inviteLink(memberId) : '';
  const bonus = snap.bonus ?? snapshot?.invite.amount ?? 0;
  const rates = snapshot?.invite;

  const share = async () => {
    platform.haptic('light');
    // No share sheet here (a desktop browser, an old webview): the link was copied, said as a copy is.
    if ((await platform.share(link, t('invite.shareText'), t('invite.open'))) === 'copied') toast(t('ui.copy.copied', { text: link }), 'success');
  };

  const confirm = async (yes: boolean) => {
    const moved = yes ? await addInviteBonus(bonus) : null;
    setConfirming(false);
    if (!moved) return;
    // The sheet closes on the receipt (issue 18.4), shown over the home.
    setAdded(true);
    onClose(true);
    showReward({ title: t('receipt.invite'), amount: moved.amount, reply: moved.reply, lines: [], walletLabel: t('transfer.wallet') });
  };

  const columns: DataTableColumn<InviteRow>[] = [
    { key: 'name', header: t('invite.name'), render: (row) => row.from.name },
    { key: 'amount', header: t('invite.amount'), align: 'end', render: (row) => <Amount value={row.amount} /> },
    { key: 'createdAt', header: t('invite.date'), render: (row) => <DateTime value={row.createdAt} /> },
  ];

  return (
    <Dialog<boolean> open={open} title={t('invite.title')} dismissible={!snap.adding} onClose={() => onClose(added)}>
      <div className={styles.body}>
        {link && <CopyField label={t('invite.link')} value={link} copy={(text) => platform.copy(text)} />}
        {/* For a friend who registers without the link: the code the form's "Inviter code" asks for. */}
        {memberId && <CopyField label={t('invite.code')} value={inviteCode(memberId)} copy={(text) => platform.copy(text)} />}
        {link && (
          <Button variant="secondary" icon="share" fullWidth onClick={() => void share()}>
            {t('invite.share')}
          </Button>
        )}
        <div className={styles.bonus}>
          <span className={styles.muted}>{t('invite.bonus')}</span>
          <Amount value={bonus} size="lg" />
          {/* What inviting earns (the wallet's invite rates, spec §3): a player deciding whether to share is told. */}
          {rates && (rates.success > 0 || rates.fail > 0) && (
            <p className={styles.rates}>{t('invite.rates', { success: rates.success, fail: rates.fail })}</p>
          )}
          <Button disabled={bonus <= 0} loading={snap.adding} onClick={() => setConfirming(true)}>
            {t('invite.addToWallet')}
          </Button>
        </div>
        {/* Nothing came (offline, say): said so, with Retry — never "you have not invited anyone". */}
        <PagedTable
          caption={t('invite.list')}
          columns={columns}
          list={list}
          rowKey={(row) => row._id ?? `${row.from.name}-${row.createdAt}`}
          empty={t('invite.empty')}
          failedTitle={t('invite.loadFailed')}
          onRetry={retryInvites}
          onPage={(page) => void loadInvites(page)}
        />
      </div>
      <ConfirmDialog
        open={confirming}
        title={t('invite.confirmTitle')}
        message={t('invite.confirmText', { amount: formatAmount(bonus, i18n.language) })}
        confirmLabel={t('invite.addToWallet')}
        busy={snap.adding}
        onClose={(yes) => void confirm(yes)}
      />
    </Dialog>
  );
}
