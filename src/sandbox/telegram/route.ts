import { SANDBOX_TELEGRAM_PAGE } from '../../api/sandbox-contract';

/** Whether sandbox.html was opened as the simulated Telegram client rather than as the console. */
export const isTelegramFramePage = (pathname: string): boolean => pathname.replace(/\/+$/, '') === SANDBOX_TELEGRAM_PAGE;

/**
 * The app's address inside the frame: `/login` with this page's own hash, as Telegram appends the
 * launch data to the Mini App's URL. Null without launch data (a bookmark, a hand-typed address).
 */
export const miniAppSource = (hash: string): string | null => (/^#(?:.*&)?tgWebAppData=/.test(hash) ? `/login${hash}` : null);

/** The member the console launched (`?member=`), so a reopen can ask for fresh launch data. */
export const launchedMember = (search: string): string | null => {
  const member = new URLSearchParams(search).get('member');
  return member && /^\d{1,18}$/.test(member) ? member : null;
};
