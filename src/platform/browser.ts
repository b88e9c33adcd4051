import { copyWithFeedback, applyProductTheme, openInNewTab, shareWithBrowser, vibrate } from './dom';
import type { Platform } from './types';

export { copyText } from './dom';

/** The plain mobile browser: no SDK, the in-app back control, Web Share when the browser has it. */
export function createBrowserPlatform(): Platform {
  return {
    kind: 'browser',
    ready: async () => {
      applyProductTheme('browser');
    },
    // The back control is drawn by <HostBackButton /> inside the app, so there is nothing to drive.
    back: { show: () => undefined, hide: () => undefined },
    hasNativeBack: false,
    haptic: vibrate,
    copy: copyWithFeedback,
    openGame: (url, target) => {
      if (target === 'same') window.location.assign(url);
      else openInNewTab(url);
    },
    openExternal: openInNewTab,
    share: shareWithBrowser,
    close: () => window.close(),
    languageHint: () => navigator.language || undefined,
    getAuthProof: () => null,
  };
}
