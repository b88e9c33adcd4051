/** Baselines in th, la and en: issue 19.6 the statement's loading shapes, issue 18.6 the slip dialog (view by reference). */
import { screenshotStories } from '../../../tests/setup/story-screenshots';
import * as StatementStories from './StatementPage.stories';

screenshotStories({
  'statement-loading': { stories: StatementStories, story: 'LoadingShapes' },
  'statement-slips': {
    stories: StatementStories,
    story: 'SlipsDialog',
    target: 'dialog',
    ready: (el) => el.querySelectorAll('dialog[open] tr').length === 5,
  },
  'statement-entry-receipt': {
    stories: StatementStories,
    story: 'EntryReceipt',
    target: 'dialog',
    ready: (el) => el.querySelector('dialog[open] section h3') !== null,
  },
});
