/** Issue 19.4 baselines of the home's tiles (equal heights, wheel and refund icons) in th, la and en. */
import { screenshotStories } from '../../../tests/setup/story-screenshots';
import * as HomeWidgetsStories from './HomeWidgets.stories';

screenshotStories({
  'homewidgets-tiles': { stories: HomeWidgetsStories, story: 'Tiles' },
});
