/** Issue 19.2 baselines: the coupon table names the server's wheel in th, la and en. */
import { screenshotStories } from '../../../tests/setup/story-screenshots';
import * as CouponTableStories from './CouponTable.stories';

screenshotStories({
  'coupons-readers-language': { stories: CouponTableStories, story: 'InTheReadersLanguage', ready: (el) => el.querySelector('table') !== null },
});
