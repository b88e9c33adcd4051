import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { bonus } from '../bonus/store';
import { toast } from '../notify/store';
import { wonCoupon, type AnnouncePrize } from './store';

/**
 * The result of a spin whose page the player left (back pressed mid-spin) as a toast on the screen
 * they are on now: the prize dialog went with the page, and a player must always learn what a spin
 * they started gave. Toasts show over sheets too.
 */
export function usePrizeAnnouncement(): AnnouncePrize {
  // The instance, not a render's `t`: the toast is made later, in the language of that moment, and
  // the callback stays the same across a language switch (the page's leave effect depends on it).
  const { i18n } = useTranslation();
  return useCallback<AnnouncePrize>(
    (prize) => {
      const won = wonCoupon(prize);
      // With a bonus held the coupon waits for its end, as the prize dialog says (PrizeDialog).
      const said = won ? (bonus.active?.status === true ? 'spin.announce.kept' : 'spin.announce.won') : 'spin.announce.lost';
      toast(i18n.t(said, { label: prize.label }), won ? 'success' : 'info');
    },
    [i18n],
  );
}
