import { act } from 'react';
import { createRoot } from 'react-dom/client';
import i18next from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { afterEach, expect, it, vi } from 'vitest';
import { DateTime } from './DateTime';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// English: the browser's Intl says relative times itself, so no words are needed.
const i18n = i18next.createInstance();
void i18n.init({ lng: 'en', resources: { en: { translation: {} } } });

afterEach(() => {
  vi.useRealTimers();
  document.body.replaceChildren();
});

async function show(element: React.ReactElement) {
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  await act(async () => root.render(<I18nextProvider i18n={i18n}>{element}</I18nextProvider>));
  return host;
}

it('a relative time moves on while it stays on screen', async () => {
  vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
  vi.setSystemTime(new Date('2026-05-01T10:00:00Z'));
  const host = await show(<DateTime value="2026-05-01T09:58:00Z" relative />);
  expect(host.textContent).toBe('2 minutes ago');
  await act(async () => vi.advanceTimersByTime(3 * 60_000));
  expect(host.textContent).toBe('5 minutes ago');
});

it('a relative time comes back current from the background, where timers sleep', async () => {
  vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
  vi.setSystemTime(new Date('2026-05-01T10:00:00Z'));
  const host = await show(<DateTime value="2026-05-01T09:58:00Z" relative />);
  // An hour in the background without a tick (the interval never ran), then visible again.
  vi.setSystemTime(new Date('2026-05-01T11:00:00Z'));
  await act(async () => document.dispatchEvent(new Event('visibilitychange')));
  expect(host.textContent).toBe('1 hour ago');
});

it('a pinned clock keeps the time as given', async () => {
  vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
  vi.setSystemTime(new Date('2026-05-01T10:00:00Z'));
  const host = await show(<DateTime value="2026-05-01T09:58:00Z" relative now={Date.parse('2026-05-01T10:00:00Z')} />);
  await act(async () => vi.advanceTimersByTime(3 * 60_000));
  expect(host.textContent).toBe('2 minutes ago');
});
