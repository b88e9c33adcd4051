/** Baselines of the home in th, la and en: issue 19.4 tiles, 19.6 loading shapes, 18.6 the server's notice. */
import { screenshotStories } from '../../../tests/setup/story-screenshots';
import * as HomeWidgetsStories from './HomeWidgets.stories';
import * as HomeSkeletonStories from './HomeSkeleton.stories';
import * as HomeNoticeStories from './HomeNotice.stories';

screenshotStories({
  'homewidgets-tiles': { stories: HomeWidgetsStories, story: 'Tiles' },
  'home-loading': { stories: HomeSkeletonStories, story: 'Loading' },
  'home-notice': { stories: HomeNoticeStories, story: 'Shown', ready: (el) => el.querySelector('[role="note"]') !== null },
});
