/** Issue 19.4 baseline of the contact page's LINE add-friend QR in th, la and en. */
import { screenshotStories } from '../../../tests/setup/story-screenshots';
import * as LineQrStories from './LineQr.stories';

screenshotStories({
  'lineqr-default': { stories: LineQrStories, story: 'Default', ready: (el) => el.querySelector('[role="img"] svg') !== null },
});
