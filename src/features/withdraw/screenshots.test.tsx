/** Baselines in th, la and en: the review of where the money goes and the receipt after (18.3), the kip form (19.3). */
import { screenshotStories } from '../../../tests/setup/story-screenshots';
import * as WithdrawStories from './WithdrawDialog.stories';
import { resetMoneyStories } from '../../../.storybook/storyHost';
import { withdrawal } from './store';

const hasText = (text: string) => (el: HTMLElement) => el.querySelector('dialog[open]')?.textContent?.includes(text) ?? false;

screenshotStories({
  'withdraw-review': { stories: WithdrawStories, story: 'Review', target: 'dialog', prepare: resetMoneyStories, ready: hasText('xxx-xxx-4567') },
  // The Laos build's kip wallet (issue 19.3): the form in whole kip.
  'withdraw-kip': {
    stories: WithdrawStories,
    story: 'InKip',
    target: 'dialog',
    prepare: () => {
      resetMoneyStories('LAK');
      // The server's limits, as the story's handler answers them (no msw worker here).
      withdrawal.limits = { withdrawMin: 100, withdrawMax: 50000 };
      return () => resetMoneyStories();
    },
    ready: (el) => el.querySelector('dialog[open] input') !== null,
  },
  'withdraw-receipt': { stories: WithdrawStories, story: 'Receipt', target: 'dialog', prepare: resetMoneyStories, ready: (el) => el.querySelector('dialog[open] section h3') !== null },
});
