import { telegramThemes } from '../../platform/simulator/telegram-host';

/**
 * The host side of Telegram Web's Mini App protocol, without the DOM: one event from the framed
 * app in, the client's new state and its answers out. Telegram Web frames a Mini App and both sides
 * speak `postMessage(JSON.stringify({ eventType, eventData }))`; @twa-dev/sdk (telegram-web-apps.js)
 * takes this path when it finds itself framed and has no native bridge. Names and payloads follow
 * that file: `postEvent` for what the app sends, `WebView.onEvent` for what it listens to.
 */
export interface MiniAppEvent {
  eventType: string;
  eventData?: unknown;
}

/** A MainButton / SecondaryButton as the client draws it (the SDK sends the computed colours). */
export interface BottomButton {
  text: string;
  color?: string;
  textColor?: string;
  active: boolean;
  progress: boolean;
}

export interface HostState {
  /** The header shows a back arrow instead of nothing (web_app_setup_back_button). */
  backVisible: boolean;
  main: BottomButton | null;
  secondary: BottomButton | null;
  /** The app closed itself (web_app_close) or the user closed it: the frame is gone. */
  closed: boolean;
  /** The last t.me link the app asked to open; the simulated client shows it rather than leave. */
  tgLink: string | null;
}

export const initialHostState: HostState = { backVisible: false, main: null, secondary: null, closed: false, tgLink: null };

export interface Viewport {
  width: number;
  height: number;
}

/** A side effect only the page can perform. */
export type HostEffect = { kind: 'open_link'; url: string };

export interface HostStep {
  state: HostState;
  replies: MiniAppEvent[];
  effects: HostEffect[];
}

/** The client's theme: the dark one the simulator and the e2e hosts use. */
export const hostTheme = telegramThemes.dark;

const noInsets = { top: 0, bottom: 0, left: 0, right: 0 };

/** The frame's size as the SDK expects it; sent on request and again whenever the frame resizes. */
export const viewportChanged = ({ width, height }: Viewport): MiniAppEvent => ({
  eventType: 'viewport_changed',
  eventData: { height, width, is_expanded: true, is_state_stable: true },
});

/** What the SDK's message listener parses: a JSON string, nothing else. */
export const encodeHostEvent = (event: MiniAppEvent): string => JSON.stringify(event);

/** A message from the frame as an event, or null for anything that is not one (other scripts post too). */
export function decodeMiniAppMessage(data: unknown): MiniAppEvent | null {
  if (typeof data !== 'string') return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(data);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null) return null;
  const { eventType, eventData } = parsed as { eventType?: unknown; eventData?: unknown };
  return typeof eventType === 'string' && eventType ? { eventType, eventData } : null;
}

const record = (data: unknown): Record<string, unknown> => (typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {});
const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/** `web_app_setup_main_button` / `web_app_setup_secondary_button`: hidden unless `is_visible`. */
function bottomButton(data: unknown): BottomButton | null {
  const setup = record(data);
  if (setup.is_visible !== true) return null;
  return {
    text: text(setup.text) ?? '',
    color: text(setup.color),
    textColor: text(setup.text_color),
    active: setup.is_active !== false,
    progress: setup.is_progress_visible === true,
  };
}

/** Only web links leave through window.open: a `javascript:` URL from the frame must not run here. */
function webLink(data: unknown): string | null {
  const url = text(record(data).url);
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}

/** One event from the app: the client's next state, its answers to the app, and what the page must do. */
export function hostStep(state: HostState, event: MiniAppEvent, viewport: Viewport): HostStep {
  const step = (next: Partial<HostState>, replies: MiniAppEvent[] = [], effects: HostEffect[] = []): HostStep => ({
    // The same object when nothing changed, so the page need not render again.
    state: Object.keys(next).length ? { ...state, ...next } : state,
    replies,
    effects,
  });
  const data = event.eventData;
  switch (event.eventType) {
    case 'web_app_request_theme':
      return step({}, [{ eventType: 'theme_changed', eventData: { theme_params: hostTheme } }]);
    case 'web_app_request_viewport':
      return step({}, [viewportChanged(viewport)]);
    case 'web_app_request_safe_area':
      return step({}, [{ eventType: 'safe_area_changed', eventData: noInsets }]);
    case 'web_app_request_content_safe_area':
      return step({}, [{ eventType: 'content_safe_area_changed', eventData: noInsets }]);
    case 'web_app_setup_main_button':
      return step({ main: bottomButton(data) });
    case 'web_app_setup_secondary_button':
      return step({ secondary: bottomButton(data) });
    case 'web_app_setup_back_button':
      // The app moved on (a sheet closed, another screen): the note of a Telegram link it opened goes,
      // as Telegram's own chat picker would have gone, rather than stay over every later screen.
      return step({ backVisible: record(data).is_visible === true, ...(state.tgLink ? { tgLink: null } : {}) });
    case 'web_app_open_link': {
      const url = webLink(data);
      return step({}, [], url ? [{ kind: 'open_link', url }] : []);
    }
    case 'web_app_open_tg_link': {
      const path = text(record(data).path_full);
      return path?.startsWith('/') ? step({ tgLink: `https://t.me${path}` }) : step({});
    }
    case 'web_app_close':
      return step(closedState());
    default:
      // web_app_ready, web_app_expand, haptics, closing and swipe behaviour, colours, iframe_ready:
      // nothing a plain page can show, and the SDK expects no answer.
      return step({});
  }
}

/** What the client shows once the app is gone: no buttons left over from it. */
export const closedState = (): HostState => ({ ...initialHostState, closed: true });

/** What a tap on the client's own controls sends to the app (no data: the SDK only needs the name). */
export const pressEvents = {
  back: { eventType: 'back_button_pressed' },
  main: { eventType: 'main_button_pressed' },
  secondary: { eventType: 'secondary_button_pressed' },
} as const satisfies Record<string, MiniAppEvent>;
