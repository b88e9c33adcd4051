/** Issue 18.6 baseline in th, la and en: a game with no launch URL says so instead of a silent play button. */
import { screenshotStories } from '../../../tests/setup/story-screenshots';
import * as GameAccountStories from './GameAccountDialog.stories';

screenshotStories({
  'gameaccount-no-launch-url': {
    stories: GameAccountStories,
    story: 'NoLaunchUrl',
    target: 'dialog',
    ready: (el) => el.querySelector('dialog[open] [role="note"]') !== null,
  },
});
