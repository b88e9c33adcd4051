import { Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { useLocation, useSearch } from 'wouter';
import { forgetUnansweredActions } from '../api/action';
import { inviteApi, type PromoBanner } from '../api/invite';
import { refundApi } from '../api/refund';
import { closeDialog, dialogBeforeReload, dialogs, isWalletDialog, markBannersPassed, openDialog, type WalletDialog } from '../features/home/store';
import { ensureWallet, reloadWallet } from '../features/wallet/store';
import { openGameAccount } from '../features/games/store';
import { lazyWithRetry as lazy } from '../lib/lazyWithRetry';
import { browserOnline } from '../lib/online';
import { useBackStep } from '../lib/useBackStep';
import { Banner } from '../ui/Banner';
import { Carousel } from '../ui/Carousel';
import { Dialog } from '../ui/Dialog';
import { reloadedOverSheet, usePlatform } from '../platform';
import { DialogBoundary } from '../ui/ErrorBoundary';

const loadDeposit = () => import('../features/deposit/DepositDialog');
const loadTransfer = () => import('../features/transfer/TransferDialog');
const loadWithdraw = () => import('../features/withdraw/WithdrawDialog');
const DepositDialog = lazy(loadDeposit);
const TransferDialog = lazy(loadTransfer);
const WithdrawDialog = lazy(loadWithdraw);
const InviteDialog = lazy(() => import('../features/invite/InviteDialog'));
const RefundDialog = lazy(() => import('../features/refund/RefundDialog'));

/** Invite and refund show their banners first when there are any (spec §2 home behaviour). */
const bannerSources: Partial<Record<WalletDialog, () => Promise<PromoBanner[]>>> = {
  invite: () => inviteApi.banners({ errors: 'silent' }),
  refund: () => refundApi.banners({ errors: 'silent' }),
};

interface BannersDialogProps {
  banners: readonly PromoBanner[];
  /** × or Continue: on to the dialog the banners stand before (spec §2). */
  onClose: () => void;
  /** Back (the host's, the browser's): the player leaves the whole chain, not steps into the dialog. */
  onBack: () => void;
}

function BannersDialog({ banners, onClose, onBack }: BannersDialogProps) {
  const { t } = useTranslation();
  // Asked before the dialog's own back handler (which would dismiss it into the next dialog).
  useBackStep(true, onBack);
  return (
    <Dialog
      open
      title={t('walletDialogs.banners')}
      onClose={onClose}
      actions={[{ label: t('walletDialogs.continue'), result: true, autoFocus: true }]}
    >
      <Carousel perView={1} label={t('walletDialogs.banners')} hideControls={banners.length < 2}>
        {banners.map((banner, index) => (
          <Banner key={`${banner.image}-${index}`} imageSrc={banner.image} html={banner.html} />
        ))}
      </Carousel>
    </Dialog>
  );
}

/**
 * The money sheets' code, fetched once the home sits idle (about 15 KB gzip): the first tap on a
 * slow network opens its sheet at once, and a tap in a tunnel opens the sheet itself, which says
 * what it cannot load, instead of "no connection" in place of it. Only online, and a failure is
 * left to the tap's own load (with its retries; a warm-up never reloads the page for a new deploy).
 */
function useWarmMoneySheets(): void {
  useEffect(() => {
    if (!browserOnline()) return undefined;
    const warm = () => {
      for (const load of [loadDeposit, loadTransfer, loadWithdraw]) load().catch(() => undefined);
    };
    if (typeof requestIdleCallback !== 'function') {
      const timer = setTimeout(warm, 2000);
      return () => clearTimeout(timer);
    }
    const idle = requestIdleCallback(warm, { timeout: 5000 });
    return () => cancelIdleCallback(idle);
  }, []);
}

/**
 * The home's dialog host: renders the dialog named by `dialogs.open`, each loaded on demand, and
 * reloads the wallet when one closes. `?dialog=deposit` (a deep link from a LINE
 * or Telegram message) opens a dialog too, and a reload comes back to the one that was open.
 */
export function WalletDialogs() {
  const { t } = useTranslation();
  const snap = useSnapshot(dialogs);
  const search = useSearch();
  const [location, navigate] = useLocation();
  const [shown, setShown] = useState<WalletDialog | null>(null);
  const [banners, setBanners] = useState<readonly PromoBanner[]>([]);

  // A reload with a dialog open comes back to it, unless a deep link names one.
  const nativeBack = usePlatform().hasNativeBack === true;
  useEffect(() => {
    const before = dialogBeforeReload(reloadedOverSheet(nativeBack));
    if (!before || new URLSearchParams(window.location.search).has('dialog')) return;
    openDialog(before.open, before.context);
  }, [nativeBack]);

  useEffect(() => {
    const params = new URLSearchParams(search);
    const name = params.get('dialog');
    if (!isWalletDialog(name)) return;
    openDialog(name);
    params.delete('dialog');
    const rest = params.toString();
    navigate(rest ? `${location}?${rest}` : location, { replace: true });
  }, [search, location, navigate]);

  useEffect(ensureWallet, []);
  useWarmMoneySheets();

  useEffect(() => {
    const name = snap.open;
    setBanners([]);
    // A reload brings a sheet back with its context: its banners, once passed, are not shown again.
    const passed = dialogs.context.banners === 'passed';
    const source = name && !passed ? bannerSources[name] : undefined;
    if (!name || !source) {
      setShown(name);
      return;
    }
    setShown(null);
    let live = true;
    source()
      .catch((): PromoBanner[] => [])
      .then((list) => {
        if (!live) return;
        if (list.length > 0) setBanners(list);
        else setShown(name);
      });
    return () => {
      live = false;
    };
  }, [snap.open]);

  const close = (result: boolean) => {
    const { game: cameFrom, askedAll } = dialogs.context;
    closeDialog();
    // The attempt is over: a move asked again after this is a new one (see idempotentAction), but
    // for a while one with no answer is asked with its key, and an "everything" with what it said.
    forgetUnansweredActions(askedAll);
    // Asked again on every close, not only after a receipt: a sheet closed on "no answer, it may have
    // gone through" (a reply lost with the connection) may well have moved money.
    void reloadWallet();
    // Left without moving money (back, ×): the game's sheet it came from is where the player was.
    if (!result && cameFrom) void openGameAccount(cameFrom);
  };

  return (
    <>
      {banners.length > 0 && (
        <BannersDialog
          banners={banners}
          onClose={() => {
            setBanners([]);
            markBannersPassed();
            setShown(snap.open);
          }}
          onBack={() => {
            setBanners([]);
            close(false);
          }}
        />
      )}
      {/* A dialog that cannot load shows "no connection — retry" over the home, never a blank screen. */}
      <DialogBoundary key={shown ?? 'none'} title={shown ? t(`${shown}.title`) : ''} onClose={() => close(false)}>
        <Suspense fallback={null}>
          {shown === 'deposit' && <DepositDialog open onClose={close} />}
          {shown === 'transfer' && <TransferDialog open context={snap.context} onClose={close} />}
          {shown === 'withdraw' && <WithdrawDialog open onClose={close} />}
          {shown === 'invite' && <InviteDialog open onClose={close} />}
          {shown === 'refund' && <RefundDialog open onClose={close} />}
        </Suspense>
      </DialogBoundary>
    </>
  );
}

export default WalletDialogs;
