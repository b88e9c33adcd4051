import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import type { GameAccount, GameCategory } from '../../api/contract';
import { Carousel } from '../../ui/Carousel';
import { GameCard } from '../../ui/GameCard';
import { Skeleton, SkeletonRegion } from '../../ui/Skeleton';
import { openGameAccount } from '../games/store';
import { isBackGuard } from '../../platform';
import { home } from './store';
import styles from './HomePage.module.css';

const categories: GameCategory[] = ['slot', 'sport', 'lotto'];

/** The three game carousels of the home, 3 cards a view; a tap opens the game-account dialog (spec §2). */
export function GameCarousels({ slots }: { slots: readonly GameAccount[] }) {
  const { t } = useTranslation();
  // Only the first carousel's first view (3 cards) can be on screen at first paint: its art loads
  // at once, the first card's background first (the home's largest image); the rest lazily.
  const first = categories.find((category) => slots.some((slot) => slot.category === category));
  const tiles = useRevealedOnAsk(useSnapshot(home).gamesAsked);
  return (
    <div className={styles.carousels} ref={tiles}>
      {categories.map((category) => {
        const list = slots.filter((slot) => slot.category === category);
        if (list.length === 0) return null;
        return (
          <Carousel
            key={category}
            perView={3}
            title={<h2 className={styles.sectionTitle}>{t(`home.games.${category}`)}</h2>}
            label={t(`home.games.${category}`)}
          >
            {list.map((slot, index) => (
              <GameCard
                imagePriority={category !== first || index >= 3 ? 'lazy' : index === 0 ? 'high' : 'eager'}
                key={slot.code}
                name={slot.name}
                logoSrc={slot.logo}
                backgroundSrc={slot.background}
                balance={slot.amount}
                walletFactor={slot.ftWalletSlot}
                active={slot.isActive}
                onOpen={() => void openGameAccount(slot.code)}
              />
            ))}
          </Carousel>
        );
      })}
    </div>
  );
}

/**
 * Resolves once the closed sheet's back guard is gone. In a browser, closing a sheet by its own
 * control drops the guard entry above the page by a traversal (platform/browser-back), and landing
 * puts the page's scroll back where it was when the guard went on: a reveal made before that was
 * undone (a slow phone landed back at the top). After a second at most, should none come.
 */
const guardDropped = (): Promise<void> =>
  isBackGuard(history.state)
    ? new Promise((resolve) => {
        const landed = () => {
          window.removeEventListener('popstate', landed);
          clearTimeout(timer);
          // A task later: the scroll is put back after the event.
          setTimeout(resolve, 0);
        };
        const timer = setTimeout(landed, 1000);
        window.addEventListener('popstate', landed);
      })
    : Promise.resolve();

/**
 * Brings the tiles into view and focuses the first each time `asked` grows after mount (showGames);
 * an ask from before this mount (an earlier visit of the home) is not replayed.
 */
function useRevealedOnAsk(asked: number) {
  const tiles = useRef<HTMLDivElement>(null);
  const seen = useRef(asked);
  useEffect(() => {
    if (asked === seen.current) return;
    seen.current = asked;
    // Once the asking sheet has closed (its exit animation over): closing gives focus back to its
    // opener, which scrolled the page back to it after a reveal made a frame later. And once its
    // back guard is gone (guardDropped).
    let frame = 0;
    let gone = false;
    const reveal = () => {
      if (document.querySelector('dialog[open]')) {
        frame = requestAnimationFrame(reveal);
        return;
      }
      void guardDropped().then(() => {
        if (gone) return;
        const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
        tiles.current?.scrollIntoView({ block: 'start', behavior: reduced ? 'auto' : 'smooth' });
        tiles.current?.querySelector<HTMLElement>('li button:not(:disabled)')?.focus({ preventScroll: true });
      });
    };
    frame = requestAnimationFrame(reveal);
    return () => {
      gone = true;
      cancelAnimationFrame(frame);
    };
  }, [asked]);
  return tiles;
}

/**
 * The game rows while the wallet loads (issue 19.6): the same carousels with card-sized blocks
 * (300×211 ratio), so the cards take the very boxes the placeholders held.
 */
export function GameCarouselsSkeleton() {
  const { t } = useTranslation();
  return (
    <SkeletonRegion className={styles.carousels} label={t('home.gamesLoading')}>
      {categories.map((category) => (
        <Carousel
          key={category}
          perView={3}
          title={<h2 className={styles.sectionTitle}>{t(`home.games.${category}`)}</h2>}
          label={t(`home.games.${category}`)}
        >
          {[0, 1, 2].map((index) => (
            <Skeleton key={index} shape="block" aspectRatio="300 / 211" />
          ))}
        </Carousel>
      ))}
    </SkeletonRegion>
  );
}
