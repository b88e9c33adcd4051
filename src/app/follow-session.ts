import { navigate } from 'wouter/use-browser-location';
import { toast } from '../features/notify/store';
import { watchSessionElsewhere } from '../lib/session-elsewhere';
import { i18next } from './i18n';

/**
 * While the member area is on screen (MemberLayout), another tab of this browser signing out (or
 * its token refused) takes this one out of it at once, as after its own sign-out: no logout call
 * (the session is already over), and a toast that says where it happened rather than the "sign in
 * again" of a refused token. Another member signing in there takes this tab over too: it reloads
 * onto the home under the new token (the sign-in screen would clear that token for both tabs).
 * Loaded with the member area, not with the sign-in screen's first download.
 */
export function followSessionElsewhere(): () => void {
  return watchSessionElsewhere((next) => {
    if (next !== null) {
      window.location.replace('/user/home');
      return;
    }
    toast(i18next.t('home.signedOutElsewhere'), 'info');
    navigate('/login', { replace: true });
  });
}
