/** Issue 19.2 baselines: the conditions dialog shows the server's conditions in th, la and en. */
import { screenshotStories } from '../../../tests/setup/story-screenshots';
import * as ConditionsStories from './ConditionsDialog.stories';

screenshotStories({
  'conditions-readers-language': {
    stories: ConditionsStories,
    story: 'InTheReadersLanguage',
    target: 'dialog',
    ready: (el) => el.querySelector('dialog[open] p') !== null,
  },
});
