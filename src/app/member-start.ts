import { prefetchHome } from '../api/home-prefetch';
import { isLoggedIn } from '../lib/session';
import { needMemberTexts } from './i18n';

/** Where a signed-in launch lands on the home: `/` and `/user` redirect there (spec §2). */
const homePaths = new Set(['/', '/user', '/user/home']);

/**
 * A signed-in launch starts, at once and side by side, everything the router would otherwise ask
 * for one after another (issue 21.1: four script waves before /api/wallet): the member shell and
 * its texts, and on the home the home's code and its GETs (wallet, notice, wheel). Importing a module here
 * warms the same module the lazy routes import later; nothing else runs early.
 */
export function startMemberLaunch(path: string = window.location.pathname): void {
  if (!isLoggedIn()) return;
  const normalized = path.replace(/\/+$/, '') || '/';
  if (!homePaths.has(normalized) && !normalized.startsWith('/user/')) return;
  needMemberTexts();
  void import('./MemberLayout').catch(() => undefined);
  if (!homePaths.has(normalized)) return;
  prefetchHome();
  void import('./HomeScreen').catch(() => undefined);
}
