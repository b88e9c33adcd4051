import type { FakeLiff, RecordedLiffCall } from './fake-liff';
import type { FakeTelegramClient, RecordedTelegramCall } from './telegram-host';

/**
 * What the host app draws around a simulated Mini App / LIFF page, so designers and developers see
 * the host back button and the calls the app makes: a Telegram-like header (Back when the app has
 * shown the native back button, else Close) or a LINE-like header, and a one-line log of the last
 * host call. Plain DOM outside the React tree: it is the host, not part of the app.
 */
const chromeId = 'simulated-host-chrome';
const headerHeight = 44;

export function removeHostChrome(): void {
  document.getElementById(chromeId)?.remove();
  document.documentElement.style.removeProperty('--tg-content-safe-area-inset-top');
  document.documentElement.style.removeProperty('--tg-content-safe-area-inset-bottom');
}

function frame(title: string, background: string, color: string) {
  removeHostChrome();
  const root = document.createElement('div');
  root.id = chromeId;
  root.dataset.testid = 'simulated-host';
  root.setAttribute('role', 'region');
  root.setAttribute('aria-label', `${title} (simulated host)`);
  const header = document.createElement('div');
  header.style.cssText = `position:fixed;z-index:2147483000;top:0;left:0;right:0;height:${headerHeight}px;display:flex;align-items:center;gap:8px;padding:0 8px;background:${background};color:${color};font:600 15px/1 system-ui,sans-serif;box-shadow:0 1px 0 rgb(0 0 0 / 0.25)`;
  const button = document.createElement('button');
  button.type = 'button';
  button.style.cssText = `min-width:72px;height:32px;border:0;border-radius:16px;background:rgb(255 255 255 / 0.16);color:${color};font:inherit;cursor:pointer`;
  const name = document.createElement('span');
  name.textContent = title;
  name.style.cssText = 'flex:1;text-align:center;margin-right:80px';
  header.append(button, name);
  const log = document.createElement('output');
  log.setAttribute('aria-live', 'polite');
  log.dataset.testid = 'simulated-host-log';
  log.style.cssText = `position:fixed;z-index:2147483000;left:8px;right:8px;bottom:8px;padding:6px 10px;border-radius:8px;background:rgb(0 0 0 / 0.78);color:#fff;font:12px/1.3 ui-monospace,monospace;pointer-events:none;opacity:0;transition:opacity .3s`;
  root.append(header, log);
  document.body.append(root);
  let fade: ReturnType<typeof setTimeout> | undefined;
  const show = (line: string) => {
    log.textContent = line;
    log.style.opacity = '1';
    clearTimeout(fade);
    fade = setTimeout(() => (log.style.opacity = '0'), 2500);
  };
  return { root, button, show };
}

// Calls that only keep the bridge in sync; logging them would hide the interesting ones.
const quietTelegramCalls = new Set([
  'web_app_request_theme',
  'web_app_request_viewport',
  'web_app_request_safe_area',
  'web_app_request_content_safe_area',
  'web_app_set_header_color',
  'web_app_set_background_color',
  'web_app_set_bottom_bar_color',
  'iframe_ready',
]);

/** Telegram: Back/Close in the header, like the real client; presses go back through the bridge. */
export function mountTelegramChrome(client: FakeTelegramClient, version: string): () => void {
  const { root, button, show } = frame(`Telegram ${version}`, 'var(--tg-theme-header-bg-color, #17212b)', 'var(--tg-theme-text-color, #f5f5f5)');
  // In fullscreen (8.0) Telegram reports the area its own controls cover; our --safe-top reads it.
  document.documentElement.style.setProperty('--tg-content-safe-area-inset-top', `${headerHeight}px`);
  const render = () => {
    const back = client.backButtonVisible();
    button.textContent = back ? '‹ Back' : '✕ Close';
    button.dataset.testid = back ? 'host-native-back' : 'host-native-close';
    button.setAttribute('aria-label', back ? 'Host back button' : 'Host close button');
  };
  const bottomBar = mountTelegramBottomButtons(root, client);
  render();
  button.addEventListener('click', () => {
    if (client.backButtonVisible()) client.emit('back_button_pressed');
    else show('host: close pressed (a real client would close the Mini App)');
  });
  const unsubscribe = client.onCall((call: RecordedTelegramCall) => {
    render();
    bottomBar();
    if (!quietTelegramCalls.has(call.type)) show(`postEvent ${call.type} ${call.data === undefined ? '' : JSON.stringify(call.data)}`);
  });
  return () => {
    unsubscribe();
    root.remove();
    removeHostChrome();
  };
}

interface BottomButtonSetup {
  is_visible?: boolean;
  is_active?: boolean;
  is_progress_visible?: boolean;
  text?: string;
}

/**
 * Telegram's bottom bar: the MainButton and SecondaryButton as the client draws them from the
 * last `web_app_setup_main_button` / `web_app_setup_secondary_button`; a tap sends the press back.
 * Returns the re-render function.
 */
function mountTelegramBottomButtons(root: HTMLElement, client: FakeTelegramClient): () => void {
  const bar = document.createElement('div');
  bar.style.cssText =
    'position:fixed;z-index:2147483000;left:0;right:0;bottom:0;display:none;gap:8px;padding:8px;background:var(--tg-theme-bottom-bar-bg-color, var(--tg-theme-secondary-bg-color, #232e3c))';
  const make = (kind: 'main' | 'secondary') => {
    const element = document.createElement('button');
    element.type = 'button';
    element.dataset.testid = `host-${kind}-button`;
    element.style.cssText = `flex:1;height:44px;border:0;border-radius:10px;font:600 15px/1 system-ui,sans-serif;cursor:pointer;${
      kind === 'main'
        ? 'background:var(--tg-theme-button-color, #5288c1);color:var(--tg-theme-button-text-color, #fff)'
        : 'background:transparent;color:var(--tg-theme-button-color, #5288c1)'
    }`;
    element.addEventListener('click', () => client.emit(`${kind}_button_pressed`));
    return element;
  };
  const secondary = make('secondary');
  const main = make('main');
  bar.append(secondary, main);
  root.append(bar);
  const paint = (element: HTMLButtonElement, setup: BottomButtonSetup | undefined) => {
    element.hidden = setup?.is_visible !== true;
    element.textContent = setup?.is_progress_visible ? '…' : (setup?.text ?? '');
    element.disabled = setup?.is_active === false;
    element.style.opacity = element.disabled ? '0.5' : '1';
    return !element.hidden;
  };
  const last = (type: string) => client.callsOf(type).at(-1)?.data as BottomButtonSetup | undefined;
  return () => {
    const shown = [
      paint(main, last('web_app_setup_main_button')),
      paint(secondary, last('web_app_setup_secondary_button')),
    ].some(Boolean);
    bar.style.display = shown ? 'flex' : 'none';
    document.documentElement.style.setProperty('--tg-content-safe-area-inset-bottom', shown ? '60px' : '0px');
  };
}

/** LINE: the LIFF header with its close button; LIFF has no back button, the app draws its own. */
export function mountLineChrome(liff: FakeLiff): () => void {
  const { root, button, show } = frame('LINE · LIFF', '#ffffff', '#111111');
  root.firstElementChild?.setAttribute('style', `${root.firstElementChild.getAttribute('style') ?? ''};border-bottom:3px solid #06c755`);
  button.textContent = '✕';
  button.setAttribute('aria-label', 'Host close button');
  button.addEventListener('click', () => show('host: close pressed (LINE would close the LIFF window)'));
  const unsubscribe = liff.onCall((call: RecordedLiffCall) => show(`liff.${call.method}(${call.args.map((arg) => JSON.stringify(arg)).join(', ')})`));
  return () => {
    unsubscribe();
    root.remove();
  };
}
