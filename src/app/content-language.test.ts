import { AxiosHeaders, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import i18next from 'i18next';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiGet, http } from '../api/http';
import { conditions, openConditions, resetConditions } from '../features/conditions/store';
import { home, loadHomeExtras } from '../features/home/store';
import { wireContentLanguage } from './content-language';

/** A fake server that answers the conditions in the language the call asked for, as the real one does. */
function languageServer() {
  const seen: InternalAxiosRequestConfig[] = [];
  const texts: Record<string, string> = { th: '<p>เงื่อนไข</p>', lo: '<p>ເງື່ອນໄຂ</p>', en: '<p>Conditions</p>' };
  const adapter: AxiosAdapter = async (config) => {
    seen.push(config);
    const lang = String(config.headers.get('Accept-Language') ?? 'th');
    const notices: Record<string, string> = { th: 'ประกาศ', lo: 'ແຈ້ງການ', en: 'Notice' };
    const data =
      config.url === '/api/lookup/conditions'
        ? { conditions: [texts[lang] ?? texts.th] }
        : config.url === '/api/lookup/notice'
          ? { notice: notices[lang] ?? notices.th }
          : {};
    return { data, status: 200, statusText: '', headers: new AxiosHeaders(), config };
  };
  return { adapter, seen };
}

describe('Accept-Language follows the active locale (issue 19.2)', () => {
  const original = http.defaults.adapter;
  const server = languageServer();
  const instance = i18next.createInstance();
  let unwire: () => void;
  beforeAll(async () => {
    await instance.init({ lng: 'th', resources: {}, initAsync: false });
    http.defaults.adapter = server.adapter;
    unwire = wireContentLanguage(instance);
    // The reload module is fetched on the first switch in the app; here it is ready up front.
    await import('./content-reload');
    resetConditions();
  });
  afterAll(() => {
    unwire();
    http.defaults.adapter = original;
    resetConditions();
  });

  it('sends the locale on every call, Lao as its BCP 47 tag lo', async () => {
    await apiGet('/api/wallet');
    expect(server.seen.at(-1)?.headers.get('Accept-Language')).toBe('th');
    await instance.changeLanguage('la');
    await apiGet('/api/wallet');
    expect(server.seen.at(-1)?.headers.get('Accept-Language')).toBe('lo');
    await instance.changeLanguage('en');
    await apiGet('/api/bonus');
    expect(server.seen.at(-1)?.headers.get('Accept-Language')).toBe('en');
  });

  it('loads server texts shown on screen again in the new language after a switch', async () => {
    await instance.changeLanguage('th');
    await openConditions();
    expect(conditions.items).toEqual(['<p>เงื่อนไข</p>']);
    const before = server.seen.length;
    await instance.changeLanguage('la');
    // The reload module loads on the first switch (kept out of /login's download).
    await expect.poll(() => conditions.items, { timeout: 15_000 }).toEqual(['<p>ເງື່ອນໄຂ</p>']);
    const reloads = server.seen.slice(before).filter((c) => c.url === '/api/lookup/conditions');
    expect(reloads.map((c) => c.headers.get('Accept-Language'))).toEqual(['lo']);
    expect(conditions.open).toBe(true);
  });

  it("brings the home's notice in the new language too", async () => {
    await instance.changeLanguage('th');
    await loadHomeExtras();
    expect(home.notice).toBe('ประกาศ');
    await instance.changeLanguage('en');
    await expect.poll(() => home.notice, { timeout: 15_000 }).toBe('Notice');
  });
});
