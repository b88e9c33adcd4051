import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { buildConfig } from '../../config/build';
import { usePlatform } from '../../platform';
import { Amount } from '../../ui/Amount';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { CopyField } from '../../ui/CopyField';
import { Dialog } from '../../ui/Dialog';
import { Loader } from '../../ui/Loader';
import { toast } from '../notify/store';
import type { TransferRequest } from '../../api/contract';
import { openDialog } from '../home/store';
import { wallet } from '../wallet/store';
import { activateGame, closeGameAccount, games, launchLink, resetGamePassword } from './store';
import { launchPlan } from './launch';
import styles from './GameAccountDialog.module.css';

/**
 * A second tap on "Play now" within this long opens nothing: a double tap opened the game twice (two
 * tabs, two game sessions), the link being ready at once.
 */
const LAUNCH_GUARD_MS = 2000;

/** True (and this tap's time kept) unless a launch went out less than LAUNCH_GUARD_MS ago. */
function firstTap(launchedAt: { current: number }): boolean {
  const now = Date.now();
  if (now - launchedAt.current < LAUNCH_GUARD_MS) return false;
  launchedAt.current = now;
  return true;
}

/** The game-account dialog (spec §2): open an account, or show its credentials, reset them and launch. */
export function GameAccountDialog() {
  const { t } = useTranslation();
  const platform = usePlatform();
  const snap = useSnapshot(games);
  const walletSnap = useSnapshot(wallet);
  const launchedAt = useRef(0);
  // A reset signs the player out of the game's own app: asked first.
  const [askReset, setAskReset] = useState(false);
  const slot = walletSnap.snapshot?.slots.find((s) => s.code === snap.code);
  // Opened here, the account replaces the pressed "Open a game account": focus goes to its username
  // (read out as what was made), not to the page behind once the button is gone.
  const [opening, setOpening] = useState(false);
  const inactive = slot?.isActive === false;
  // Set while this dialog shows an account not opened yet; cleared when it closes (no slot shown).
  if (inactive && !opening) setOpening(true);
  if (!slot && opening) setOpening(false);
  const credentials = useRef<HTMLDivElement>(null);
  const ready = slot?.isActive === true && snap.credentials !== null;
  useEffect(() => {
    if (opening && ready) credentials.current?.querySelector('input')?.focus();
  }, [opening, ready]);
  if (!slot) return null;
  const code = slot.code;
  // Issue 18.6: a game with neither an auto-login rule nor a login URL says so instead of a dead button.
  const cannotLaunch = snap.credentials !== null && launchPlan(slot, snap.credentials).kind === 'none';

  const launch = async () => {
    if (!firstTap(launchedAt)) return;
    // A ready link opens inside the tap, so a new tab is not blocked as a pop-up (DESIGN §4).
    const link = games.link ?? (await launchLink(code));
    if (!link) return;
    platform.haptic('light');
    platform.openGame(link, buildConfig.gameTarget);
  };

  const reset = async (confirmed: boolean) => {
    if (confirmed && (await resetGamePassword(code))) toast(t('games.passwordReset'), 'success');
    setAskReset(false);
  };

  const transfer = () => {
    closeGameAccount();
    openDialog('transfer', { to: code, game: code });
  };

  /**
   * Issue 18: the full transfer form with this game as the source and the main wallet as the target.
   * The literal, not contract.ts's WALLET: a value import would pull zod into the home's chunk.
   */
  const toWallet = () => {
    const target: TransferRequest['to'] = 'WALLET';
    closeGameAccount();
    openDialog('transfer', { from: code, to: target, game: code });
  };

  return (
    <Dialog open title={slot.name} onClose={closeGameAccount} dismissible={snap.busy !== 'activate'}>
      <div className={styles.body}>
        <img className={styles.logo} src={slot.logo} alt="" />
        {slot.isActive ? (
          <>
            <p className={styles.balance}>
              <span>{t('games.balance')}</span>
              <Amount value={slot.amount} size="lg" />
            </p>
            {snap.credentials ? (
              <div ref={credentials} className={styles.credentials}>
                <CopyField label={t('games.username')} value={snap.credentials.username} copy={platform.copy} />
                <CopyField label={t('games.password')} value={snap.credentials.password} copy={platform.copy} />
              </div>
            ) : (
              <Loader active={snap.busy === 'credentials'} variant="inline" />
            )}
            <div className={styles.actions}>
              {cannotLaunch ? (
                <p className={styles.text} role="note">
                  {t('games.noLaunchUrl')}
                </p>
              ) : (
                <Button
                  size="lg"
                  fullWidth
                  loading={snap.busy === 'launch'}
                  disabled={!snap.credentials}
                  onClick={() => void launch()}
                >
                  {t('games.launch')}
                </Button>
              )}
              <div className={styles.row}>
                <Button
                  variant="secondary"
                  icon="refresh"
                  loading={snap.busy === 'reset'}
                  disabled={!snap.credentials || (snap.busy !== null && snap.busy !== 'reset')}
                  onClick={() => setAskReset(true)}
                >
                  {t('games.resetPassword')}
                </Button>
                <Button variant="secondary" icon="exchange" onClick={transfer}>
                  {t('games.transfer')}
                </Button>
              </div>
              {slot.amount > 0 && (
                <Button variant="secondary" icon="wallet" fullWidth onClick={toWallet}>
                  {t('games.toWallet')}
                </Button>
              )}
              {(slot.android || slot.ios) && (
                <div className={styles.row}>
                  {slot.android && (
                    <Button variant="ghost" onClick={() => platform.openExternal(slot.android ?? '')}>
                      {t('games.android')}
                    </Button>
                  )}
                  {slot.ios && (
                    <Button variant="ghost" onClick={() => platform.openExternal(slot.ios ?? '')}>
                      {t('games.ios')}
                    </Button>
                  )}
                </div>
              )}
            </div>
          </>
        ) : (
          <>
            <p className={styles.text}>{t('games.inactiveText', { name: slot.name })}</p>
            <Button size="lg" fullWidth icon="plus" loading={snap.busy === 'activate'} onClick={() => void activateGame(code)}>
              {t('games.activate')}
            </Button>
          </>
        )}
      </div>
      <ConfirmDialog
        open={askReset}
        title={t('games.resetConfirmTitle')}
        message={t('games.resetConfirmText', { name: slot.name })}
        confirmLabel={t('games.resetPassword')}
        busy={snap.busy === 'reset'}
        onClose={(yes) => void reset(yes)}
      />
    </Dialog>
  );
}
