/** Issue 18.2/18.4 baseline in th, la and en: a QR paid while open turns into its receipt. */
import { screenshotStories } from '../../../tests/setup/story-screenshots';
import { resetMoneyStories } from '../../../.storybook/storyHost';
import * as DepositStories from './DepositDialog.stories';

screenshotStories({
  'deposit-qr-received': {
    stories: DepositStories,
    story: 'QrReceivedReceipt',
    target: 'dialog',
    prepare: resetMoneyStories,
    ready: (el) => el.querySelector('dialog[open] section h3') !== null,
  },
});
