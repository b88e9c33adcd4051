/** Issue 18.4 baselines in th, la and en: a reward's receipt (a coupon, a bonus) over the member screen. */
import { screenshotStories } from '../../../tests/setup/story-screenshots';
import * as ReceiptStories from './ReceiptHost.stories';

const ready = (el: HTMLElement) => el.querySelector('dialog[open] section h3') !== null;

screenshotStories({
  'receipt-coupon': { stories: ReceiptStories, story: 'CouponReceived', target: 'dialog', ready },
  'receipt-bonus': { stories: ReceiptStories, story: 'BonusReceived', target: 'dialog', ready },
});
