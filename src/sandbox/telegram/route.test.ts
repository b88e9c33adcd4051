import { describe, expect, it } from 'vitest';
import { isTelegramFramePage, launchedMember, miniAppSource } from './route';

describe('the simulated Telegram client page', () => {
  it('is sandbox.html at /sandbox/telegram only', () => {
    expect(isTelegramFramePage('/sandbox/telegram')).toBe(true);
    expect(isTelegramFramePage('/sandbox/telegram/')).toBe(true);
    expect(isTelegramFramePage('/sandbox')).toBe(false);
  });

  it('frames /login with its own launch hash, and nothing without launch data', () => {
    expect(miniAppSource('#tgWebAppData=a%3D1&tgWebAppVersion=8.0')).toBe('/login#tgWebAppData=a%3D1&tgWebAppVersion=8.0');
    expect(miniAppSource('#tgWebAppVersion=8.0&tgWebAppData=a')).toBe('/login#tgWebAppVersion=8.0&tgWebAppData=a');
    expect(miniAppSource('')).toBeNull();
    expect(miniAppSource('#xtgWebAppData=a')).toBeNull();
  });

  it('knows the launched member only as a plain id', () => {
    expect(launchedMember('?member=12')).toBe('12');
    expect(launchedMember('?member=12%2F..')).toBeNull();
    expect(launchedMember('')).toBeNull();
  });
});
