/** Issue 19.2 baselines: a bonus's dialog shows the server's description and banner texts in th, la and en. */
import { screenshotStories } from '../../../tests/setup/story-screenshots';
import * as BonusDialogStories from './BonusDialog.stories';

screenshotStories({
  'bonusdialog-readers-language': {
    stories: BonusDialogStories,
    story: 'InTheReadersLanguage',
    target: 'dialog',
    ready: (el) => el.querySelector('dialog[open] b') !== null,
  },
});
