import { describe, expect, it } from 'vitest';
import { closedState, decodeMiniAppMessage, encodeHostEvent, hostStep, hostTheme, initialHostState, type HostState } from './protocol';

const viewport = { width: 390, height: 700 };
const send = (eventType: string, eventData?: unknown, state: HostState = initialHostState) => hostStep(state, { eventType, eventData }, viewport);

describe('the simulated Telegram client, event by event', () => {
  it('reads only JSON messages with an event type, as the SDK writes them', () => {
    expect(decodeMiniAppMessage(JSON.stringify({ eventType: 'web_app_ready', eventData: '' }))).toEqual({ eventType: 'web_app_ready', eventData: '' });
    expect(decodeMiniAppMessage(JSON.stringify({ eventType: 'web_app_request_theme' }))).toEqual({ eventType: 'web_app_request_theme' });
    for (const foreign of [{ eventType: 'x' }, 'not json', '"a string"', 'null', JSON.stringify({ type: 'devtools' }), JSON.stringify({ eventType: '' })]) {
      expect(decodeMiniAppMessage(foreign)).toBeNull();
    }
    expect(JSON.parse(encodeHostEvent({ eventType: 'main_button_pressed' }))).toEqual({ eventType: 'main_button_pressed' });
  });

  it('answers the four requests the SDK sends at load: theme, viewport and both safe areas', () => {
    expect(send('web_app_request_theme').replies).toEqual([{ eventType: 'theme_changed', eventData: { theme_params: hostTheme } }]);
    expect(send('web_app_request_viewport').replies).toEqual([
      { eventType: 'viewport_changed', eventData: { height: 700, width: 390, is_expanded: true, is_state_stable: true } },
    ]);
    const zeros = { top: 0, bottom: 0, left: 0, right: 0 };
    expect(send('web_app_request_safe_area').replies).toEqual([{ eventType: 'safe_area_changed', eventData: zeros }]);
    expect(send('web_app_request_content_safe_area').replies).toEqual([{ eventType: 'content_safe_area_changed', eventData: zeros }]);
  });

  it('draws the bottom buttons from their last setup, progress and disabled included, and drops a hidden one', () => {
    const shown = send('web_app_setup_main_button', {
      is_visible: true,
      is_active: false,
      is_progress_visible: true,
      text: 'Confirm',
      color: '#5288c1',
      text_color: '#ffffff',
      has_shine_effect: false,
    });
    expect(shown.state.main).toEqual({ text: 'Confirm', color: '#5288c1', textColor: '#ffffff', active: false, progress: true });
    expect(shown.replies).toEqual([]);
    const second = send('web_app_setup_secondary_button', { is_visible: true, is_active: true, text: 'Edit', position: 'left' }, shown.state);
    expect(second.state.secondary).toMatchObject({ text: 'Edit', active: true, progress: false });
    expect(second.state.main).toEqual(shown.state.main);
    expect(send('web_app_setup_main_button', { is_visible: false }, second.state).state.main).toBeNull();
  });

  it('shows the back arrow only while the app shows its BackButton', () => {
    const on = send('web_app_setup_back_button', { is_visible: true });
    expect(on.state.backVisible).toBe(true);
    expect(send('web_app_setup_back_button', { is_visible: false }, on.state).state.backVisible).toBe(false);
  });

  it('opens web links through the page, never a script URL, and shows t.me links instead of leaving', () => {
    expect(send('web_app_open_link', { url: 'https://example.com/terms', try_instant_view: true }).effects).toEqual([
      { kind: 'open_link', url: 'https://example.com/terms' },
    ]);
    expect(send('web_app_open_link', { url: 'javascript:alert(1)' }).effects).toEqual([]);
    expect(send('web_app_open_link', { url: 'not a url' }).effects).toEqual([]);
    expect(send('web_app_open_tg_link', { path_full: '/share/url?url=x' }).state.tgLink).toBe('https://t.me/share/url?url=x');
    expect(send('web_app_open_tg_link', { path_full: '@evil.example' }).state.tgLink).toBeNull();
    // Said while the app stays where it opened it; gone once the app moves on (its back button changes).
    const opened = send('web_app_open_tg_link', { path_full: '/share/url?url=x' }).state;
    expect(hostStep(opened, { eventType: 'web_app_setup_back_button', eventData: { is_visible: false } }, viewport).state.tgLink).toBeNull();
  });

  it('closes on web_app_close, forgetting the buttons the app had set', () => {
    const busy = send('web_app_setup_main_button', { is_visible: true, text: 'Withdraw' }, { ...initialHostState, backVisible: true });
    const closed = send('web_app_close', {}, busy.state);
    expect(closed.state).toEqual(closedState());
    expect(closed.state.closed).toBe(true);
  });

  it('takes the calls a plain page cannot act on without answering or changing anything', () => {
    for (const type of ['web_app_ready', 'web_app_expand', 'web_app_trigger_haptic_feedback', 'web_app_setup_closing_behavior', 'web_app_setup_swipe_behavior', 'iframe_ready']) {
      const step = send(type, { type: 'impact', impact_style: 'light' });
      expect(step).toEqual({ state: initialHostState, replies: [], effects: [] });
    }
  });
});
