import type { Platform } from './types';

/** Copy to the clipboard: the async API, then a hidden textarea with execCommand. */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard && window.isSecureContext) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    /* denied or unavailable in this webview: fall through to the legacy path */
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
  }
}

/** The plain mobile browser: no SDK, the in-app back control, Web Share when the browser has it. */
export function createBrowserPlatform(): Platform {
  return {
    kind: 'browser',
    ready: async () => undefined,
    back: { show: () => undefined, hide: () => undefined },
    haptic: () => undefined,
    copy: copyText,
    openGame: (url, target) => {
      if (target === 'same') window.location.assign(url);
      else window.open(url, '_blank', 'noopener');
    },
    openExternal: (url) => {
      window.open(url, '_blank', 'noopener');
    },
    share: async (url, text) => {
      if (navigator.share) {
        try {
          await navigator.share({ url, text });
          return true;
        } catch {
          return false;
        }
      }
      return copyText(url);
    },
    close: () => window.close(),
    languageHint: () => navigator.language,
    getAuthProof: () => null,
  };
}
