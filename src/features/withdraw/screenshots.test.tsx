/** Issue 18.3 baselines in th, la and en: the review of where the money goes, and the receipt after. */
import { screenshotStories } from '../../../tests/setup/story-screenshots';
import * as WithdrawStories from './WithdrawDialog.stories';
import { resetMoneyStories } from '../../../.storybook/storyHost';

const hasText = (text: string) => (el: HTMLElement) => el.querySelector('dialog[open]')?.textContent?.includes(text) ?? false;

screenshotStories({
  'withdraw-review': { stories: WithdrawStories, story: 'Review', target: 'dialog', prepare: resetMoneyStories, ready: hasText('xxx-xxx-4567') },
  'withdraw-receipt': { stories: WithdrawStories, story: 'Receipt', target: 'dialog', prepare: resetMoneyStories, ready: (el) => el.querySelector('dialog[open] section h3') !== null },
});
