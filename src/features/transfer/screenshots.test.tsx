/** Issue 18 baselines in th, la and en: the form with each side's balance, and the receipt after a transfer. */
import { screenshotStories } from '../../../tests/setup/story-screenshots';
import * as TransferStories from './TransferDialog.stories';
import { resetMoneyStories } from '../../../.storybook/storyHost';

screenshotStories({
  'transfer-with-balances': {
    stories: TransferStories,
    story: 'WithBalances',
    target: 'dialog',
    prepare: resetMoneyStories,
    ready: (el) => el.querySelectorAll('dialog[open] select').length === 2,
  },
  'transfer-receipt': {
    stories: TransferStories,
    story: 'Receipt',
    target: 'dialog',
    prepare: resetMoneyStories,
    ready: (el) => el.querySelector('dialog[open] section h3') !== null,
  },
});
