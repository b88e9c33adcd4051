import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CONTENT_SECURITY_POLICY } from '../../server/src/http/security-headers.ts';
import { bootShell, bootShellScript, bootShellScriptHash } from '../../scripts/vite/boot-shell.ts';

/** Runs the boot script against a fake page: which frame, language and host it picked. */
function runBootScript(page: {
  path?: string;
  hash?: string;
  search?: string;
  ua?: string;
  local?: Record<string, string>;
  session?: Record<string, string>;
  /** A plain tab unless said: `framed` (Telegram Web) or `proxy` (Telegram's mobile and desktop apps). */
  client?: 'framed' | 'proxy';
}) {
  const attributes: Record<string, string> = {};
  const storage = (values: Record<string, string> = {}) => ({ getItem: (key: string) => values[key] ?? null });
  const document = { documentElement: { setAttribute: (name: string, value: string) => (attributes[name] = value) } };
  const location = { pathname: page.path ?? '/login', hash: page.hash ?? '', search: page.search ?? '' };
  const window: Record<string, unknown> = { external: {} };
  window.parent = page.client === 'framed' ? {} : window;
  if (page.client === 'proxy') window.TelegramWebviewProxy = { postEvent: () => undefined };
  const run = new Function('document', 'location', 'localStorage', 'sessionStorage', 'navigator', 'window', bootShellScript);
  run(document, location, storage(page.local), storage(page.session), { userAgent: page.ua ?? 'Mozilla/5.0' }, window);
  return attributes;
}

describe('the prerendered boot shell (scripts/vite/boot-shell.ts)', () => {
  it('the page CSP lets exactly this inline script run', () => {
    const scriptSrc = /script-src ([^;]+)/.exec(CONTENT_SECURITY_POLICY)![1]!;
    expect(scriptSrc.split(' ')).toContain(bootShellScriptHash);
  });

  it('emits the guest and member frames with the texts of the three languages into index.html', () => {
    const plugin = bootShell();
    (plugin.configResolved as (config: { env: Record<string, string> }) => void)({ env: {} });
    const hook = plugin.transformIndexHtml as { handler: (html: string, ctx: { filename: string }) => string };
    const html = hook.handler(readFileSync(new URL('../../index.html', import.meta.url), 'utf8'), { filename: '/x/index.html' });
    const th = JSON.parse(readFileSync(new URL('../../locales/th.json', import.meta.url), 'utf8'));
    const la = JSON.parse(readFileSync(new URL('../../locales/la.json', import.meta.url), 'utf8'));
    expect(html).toContain(`<script>${bootShellScript}</script>`);
    for (const texts of [th, la]) {
      expect(html).toContain(`>${texts.app.name}<`);
      expect(html).toContain(`>${texts.login.title}<`);
      expect(html).toContain(`>${texts.login.submit}<`);
    }
    expect(html).toMatch(/<div id="boot-shell" aria-hidden="true" inert>.*class="bs-guest".*class="bs-member"/);
    // Thai is the default language when none is stored (spec §1).
    expect(html).toContain('html:not([data-boot-locale]) #boot-shell [data-l=th]');
    expect(html).toContain('<html lang="th"');
    expect(html.indexOf('id="boot-shell"')).toBeLessThan(html.indexOf('id="root"'));
  });

  it("the Laos build's page is Lao before any script runs: its frame's texts and its lang", () => {
    const plugin = bootShell();
    (plugin.configResolved as (config: { env: Record<string, string> }) => void)({ env: { VITE_LAOS: '1' } });
    const hook = plugin.transformIndexHtml as { handler: (html: string, ctx: { filename: string }) => string };
    const html = hook.handler(readFileSync(new URL('../../index.html', import.meta.url), 'utf8'), { filename: '/x/index.html' });
    expect(html).toContain('html:not([data-boot-locale]) #boot-shell [data-l=la]');
    expect(html).toContain('<html lang="lo"');
  });

  it('picks the member frame only for a stored token on the home, the guest frame for routes that end at /login', () => {
    expect(runBootScript({ path: '/login' })['data-boot']).toBe('guest');
    expect(runBootScript({ path: '/' })['data-boot']).toBe('guest');
    expect(runBootScript({ path: '/user/statement' })['data-boot']).toBe('guest');
    expect(runBootScript({ path: '/register' })['data-boot']).toBe('none');
    expect(runBootScript({ path: '/user/home', local: { token: 't' } })['data-boot']).toBe('member');
    expect(runBootScript({ path: '/', session: { token: 't' } })['data-boot']).toBe('member');
    expect(runBootScript({ path: '/user/statement', local: { token: 't' } })['data-boot']).toBe('none');
  });

  it('follows the stored language, and shows no guessed texts in a Telegram launch without one (DESIGN.md §4)', () => {
    expect(runBootScript({ local: { locale: 'en' } })).toMatchObject({ 'data-boot-locale': 'en', lang: 'en' });
    expect(runBootScript({ local: { locale: 'la' } })).toMatchObject({ 'data-boot-locale': 'la', lang: 'lo' });
    expect(runBootScript({})['data-boot-locale']).toBeUndefined();
    const telegram = runBootScript({ hash: '#tgWebAppData=abc&tgWebAppPlatform=ios', client: 'proxy' });
    expect(telegram['data-boot-locale']).toBe('');
    expect(telegram['data-boot-host']).toBe('telegram');
    const reloaded = runBootScript({ session: { __telegram__initParams: '{"tgWebAppPlatform":"ios"}' }, local: { locale: 'la' }, client: 'framed' });
    expect(reloaded).toMatchObject({ 'data-boot-host': 'telegram', 'data-boot-locale': 'la' });
    // Launch data in a plain tab is a link somebody sent: the app runs as a browser, so does the frame.
    const sent = runBootScript({ hash: '#tgWebAppData=abc&tgWebAppPlatform=ios' });
    expect(sent['data-boot-host']).toBeUndefined();
    expect(sent['data-boot-locale']).toBeUndefined();
    expect(runBootScript({ ua: 'Mozilla/5.0 Line/13.1.0' })['data-boot-host']).toBe('line');
  });
});
