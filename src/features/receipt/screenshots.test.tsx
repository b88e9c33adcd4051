/** Issue 18.4 baselines in th, la and en: each reward's receipt (coupon, bonus, refund, invite bonus) over the member screen. */
import { screenshotStories } from '../../../tests/setup/story-screenshots';
import * as ReceiptStories from './ReceiptHost.stories';

const ready = (el: HTMLElement) => el.querySelector('dialog[open] section h3') !== null;

screenshotStories({
  'receipt-coupon': { stories: ReceiptStories, story: 'CouponReceived', target: 'dialog', ready },
  'receipt-bonus': { stories: ReceiptStories, story: 'BonusReceived', target: 'dialog', ready },
  'receipt-refund': { stories: ReceiptStories, story: 'RefundReceived', target: 'dialog', ready },
  'receipt-invite': { stories: ReceiptStories, story: 'InviteBonusReceived', target: 'dialog', ready },
});
