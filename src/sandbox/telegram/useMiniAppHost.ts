import { useCallback, useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import {
  closedState,
  decodeMiniAppMessage,
  encodeHostEvent,
  hostStep,
  initialHostState,
  pressEvents,
  viewportChanged,
  type HostState,
  type MiniAppEvent,
} from './protocol';

const sizeOf = (frame: HTMLIFrameElement | null) => ({ width: frame?.clientWidth ?? 0, height: frame?.clientHeight ?? 0 });

// The SDK accepts only messages whose source is its parent; ours go to the app's origin only.
const postTo = (frame: HTMLIFrameElement | null, event: MiniAppEvent) =>
  frame?.contentWindow?.postMessage(encodeHostEvent(event), window.location.origin);

/**
 * The page side of the bridge: listens to the framed app, keeps the client's state and answers as
 * Telegram Web does. `frameKey` changes whenever the frame is (re)mounted, so the size watch follows it.
 */
export function useMiniAppHost(frame: RefObject<HTMLIFrameElement | null>, frameKey: number) {
  const [state, setState] = useState<HostState>(initialHostState);
  // The message handler computes the next state synchronously (replies depend on it), so it reads a ref.
  const current = useRef(state);
  const apply = useCallback((next: HostState) => {
    current.current = next;
    setState(next);
  }, []);

  // A layout effect, not a passive one: it is in place before the frame can run a script, so the
  // SDK's first requests (theme, viewport, safe areas, sent as it loads) are never missed.
  useLayoutEffect(() => {
    const onMessage = (message: MessageEvent) => {
      const target = frame.current;
      if (!target || message.source !== target.contentWindow || message.origin !== window.location.origin) return;
      const event = decodeMiniAppMessage(message.data);
      if (!event) return;
      const step = hostStep(current.current, event, sizeOf(target));
      if (step.state !== current.current) apply(step.state);
      for (const reply of step.replies) postTo(target, reply);
      for (const effect of step.effects) window.open(effect.url, '_blank', 'noopener');
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [frame, apply]);

  // The app lays out for the height it was told: a resized window tells it again.
  useEffect(() => {
    const element = frame.current;
    if (!element) return;
    const observer = new ResizeObserver(() => postTo(element, viewportChanged(sizeOf(element))));
    observer.observe(element);
    return () => observer.disconnect();
  }, [frame, frameKey]);

  // Escape in the page is the desktop client's back key: it goes to the app while the arrow shows.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && current.current.backVisible) postTo(frame.current, pressEvents.back);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [frame]);

  return {
    state,
    /** A tap on the client's back arrow or a bottom button, sent to the app. */
    press: (button: keyof typeof pressEvents) => postTo(frame.current, pressEvents[button]),
    close: () => apply(closedState()),
    reopen: () => apply(initialHostState),
  };
}
