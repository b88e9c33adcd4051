import { prefetchHome } from '../api/home-prefetch';
import { isLoggedIn } from '../lib/session';
import { needMemberTexts } from './i18n';

/** Where a signed-in launch lands on the home: `/` and `/user` redirect there (spec §2). */
const homePaths = new Set(['/', '/user', '/user/home']);

/** Where a launch is headed: the home, another member screen, or not the member area (or signed out). */
function memberTarget(path: string): 'home' | 'member' | null {
  if (!isLoggedIn()) return null;
  const normalized = path.replace(/\/+$/, '') || '/';
  if (homePaths.has(normalized)) return 'home';
  return normalized.startsWith('/user/') ? 'member' : null;
}

/**
 * A signed-in launch starts, at once and side by side, everything the router would otherwise ask
 * for one after another (issue 21.1: four script waves before /api/wallet): the member shell and
 * its texts, and on the home the home's code. Importing a module here warms the same module the
 * lazy routes import later; nothing else runs early.
 */
export function startMemberLaunch(path: string = window.location.pathname): void {
  const target = memberTarget(path);
  if (!target) return;
  needMemberTexts();
  void import('./MemberLayout').catch(() => undefined);
  if (target === 'home') void import('./HomeScreen').catch(() => undefined);
}

/**
 * On the home, its GETs (wallet, notice, wheel) while its code still loads. Called once the
 * reader's language is set for requests: the replies carry texts in it (the notice, bank names),
 * and in Telegram that language is known only once the host has said who the player is.
 */
export function startMemberRequests(path: string = window.location.pathname): void {
  if (memberTarget(path) === 'home') prefetchHome();
}
