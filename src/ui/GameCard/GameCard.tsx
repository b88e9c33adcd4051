import { useTranslation } from 'react-i18next';
import { Amount } from '../Amount';
import styles from './GameCard.module.css';

export interface GameCardProps {
  /** Provider name (e.g. "PG Slot"); the accessible name of the card and the logo's meaning. */
  name: string;
  /** Logo image URL. */
  logoSrc: string;
  /** Background image URL. */
  backgroundSrc: string;
  /** Balance of the game account in baht. */
  balance: number;
  /** The game's wallet factor (`ftWalletSlot`); the card also shows `balance × walletFactor`. */
  walletFactor: number;
  /** False when the member has no account with this provider yet: shows the open-account prompt. */
  active?: boolean;
  /** Disables the card (e.g. while the account is being opened). */
  disabled?: boolean;
  /** Called when the card is pressed (opens the game-account dialog). */
  onOpen?: () => void;
  /**
   * How its art loads: `lazy` (default) waits until the card nears the screen; `eager` for cards
   * visible at first paint; `high` for the page's largest image (the LCP candidate), fetched first.
   */
  imagePriority?: 'lazy' | 'eager' | 'high';
}

/** A game-account card, 300×211 at design size, scaling down to fit 3 in a phone-wide carousel. */
export function GameCard({
  name,
  logoSrc,
  backgroundSrc,
  balance,
  walletFactor,
  active = true,
  disabled = false,
  onOpen,
  imagePriority = 'lazy',
}: GameCardProps) {
  const { t } = useTranslation();
  const loading = imagePriority === 'lazy' ? 'lazy' : 'eager';
  return (
    <button
      type="button"
      className={styles.card}
      data-active={active}
      disabled={disabled}
      onClick={onOpen}
    >
      <img
        className={styles.background}
        src={backgroundSrc}
        alt=""
        draggable={false}
        loading={loading}
        decoding="async"
        fetchPriority={imagePriority === 'high' ? 'high' : undefined}
      />
      <img className={styles.logo} src={logoSrc} alt="" draggable={false} loading={loading} decoding="async" />
      <span className={styles.name}>{name}</span>
      {active ? (
        <span className={styles.info}>
          <span className={styles.row}>
            <span className={styles.label}>{t('ui.gameCard.balance')}</span>
            <Amount value={balance} className={styles.balance} />
          </span>
          <span className={styles.row}>
            <span className={styles.label}>
              <span className={styles.long}>{t('ui.gameCard.credit')}</span>
              {/* A third of a phone has no room for the full label, yet two bare numbers read alike. */}
              <span className={styles.short} aria-hidden="true">
                {t('ui.gameCard.creditShort')}
              </span>
            </span>
            <Amount value={balance * walletFactor} className={styles.credit} />
          </span>
        </span>
      ) : (
        <span className={styles.info}>
          <span className={styles.label}>{t('ui.gameCard.inactive')}</span>
          <span className={styles.prompt}>{t('ui.gameCard.openAccount')}</span>
        </span>
      )}
    </button>
  );
}
