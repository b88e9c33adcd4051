/** Baselines in th, la and en: the coupon table names the server's wheel (19.2); a held bonus blocks claims up front (18.5). */
import { screenshotStories } from '../../../tests/setup/story-screenshots';
import * as CouponTableStories from './CouponTable.stories';

screenshotStories({
  'coupons-readers-language': { stories: CouponTableStories, story: 'InTheReadersLanguage', ready: (el) => el.querySelector('table') !== null },
  'coupons-blocked-by-bonus': { stories: CouponTableStories, story: 'BlockedByHeldBonus', ready: (el) => el.querySelector('table button:disabled') !== null },
});
