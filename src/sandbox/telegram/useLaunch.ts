import { useState } from 'react';
import { SandboxError, sandboxApi } from '../api';
import { launchedMember, miniAppSource } from './route';

/**
 * The launch data the frame opens with. The server takes each initData once (a replay is refused),
 * so reopening the Mini App asks the console's launch endpoint for fresh data, as Telegram signs
 * every opening anew; the page's own URL follows, so a reload opens the latest.
 */
export function useLaunch() {
  const [source, setSource] = useState(() => miniAppSource(window.location.hash));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const relaunch = async (): Promise<boolean> => {
    const member = launchedMember(window.location.search);
    if (!member) return true; // a hand-made address: open the same data again, as it was
    setBusy(true);
    setError(null);
    try {
      const { path } = await sandboxApi.launch('telegram', member);
      window.history.replaceState(null, '', path);
      setSource(miniAppSource(window.location.hash));
      return true;
    } catch (failure) {
      setError(failure instanceof SandboxError ? failure.code : String(failure));
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { source, relaunch, busy, error };
}
