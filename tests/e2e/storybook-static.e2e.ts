import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from './app-process';
import { launchBrowser } from './harness';
import { serveStatic } from './static-server';
import { textLayoutProblems } from './text-layout';

/**
 * What the page shows once Storybook is done with it: `sb-show-errordisplay`, or `sb-show-main` once
 * every story render on it (the story, or a docs page's inline stories) has finished, its play
 * function included. Only then may the next navigation start: a play function still running can
 * itself navigate (HostBackButton's stories click Back, which calls `history.back()`) and abort it.
 */
function storybookSettled(): string | undefined {
  const classes = document.body.classList;
  if (classes.contains('sb-show-errordisplay')) return 'sb-show-errordisplay';
  if (!classes.contains('sb-show-main')) return undefined;
  type Render = { phase?: string };
  const preview = (window as unknown as { __STORYBOOK_PREVIEW__?: { currentRender?: Render; storyRenders?: Render[] } })
    .__STORYBOOK_PREVIEW__;
  const renders = [preview?.currentRender, ...(preview?.storyRenders ?? [])].filter((r) => r?.phase !== undefined);
  if (!renders.every((r) => r!.phase === 'finished' || r!.phase === 'aborted')) return undefined;
  // A play function that failed after the story was shown switches to the error display.
  return classes.contains('sb-show-errordisplay') ? 'sb-show-errordisplay' : 'sb-show-main';
}

interface IndexEntry {
  id: string;
  type: 'story' | 'docs';
  title: string;
}

/**
 * `npm run build-storybook` succeeds and every built story and docs page loads without a page
 * error or Storybook's error display: what designers open is what CI has looked at.
 */
describe('built Storybook', () => {
  let outDir: string;
  let url: string;
  let server: { close(): void };
  let browser: Browser;
  let entries: IndexEntry[];

  beforeAll(async () => {
    outDir = mkdtempSync(join(tmpdir(), 'storybook-static-'));
    execFileSync(
      process.execPath,
      [join(repoRoot, 'node_modules/storybook/dist/bin/dispatcher.js'), 'build', '-o', outDir, '--quiet'],
      {
        cwd: repoRoot,
        env: { ...process.env, NODE_ENV: 'production' },
        stdio: 'pipe',
      },
    );
    entries = Object.values(
      (JSON.parse(readFileSync(join(outDir, 'index.json'), 'utf8')) as { entries: Record<string, IndexEntry> }).entries,
    );
    ({ server, url } = await serveStatic(outDir));
    browser = await launchBrowser();
  }, 240_000);
  afterAll(async () => {
    await browser?.close();
    server?.close();
    rmSync(outDir, { recursive: true, force: true });
  });

  it('loads every story and docs page without an error', async () => {
    expect(entries.length).toBeGreaterThan(100);
    // A docs page renders every story of its component (autodocs), so a title with docs is
    // checked through its docs page; stories of a title without one are opened one by one.
    const documented = new Set(entries.filter((e) => e.type === 'docs').map((e) => e.title));
    const queue = entries.filter((e) => e.type === 'docs' || !documented.has(e.title));
    const storiesOf = new Map<string, number>();
    for (const e of entries) if (e.type === 'story') storiesOf.set(e.title, (storiesOf.get(e.title) ?? 0) + 1);
    const failures: string[] = [];
    const worker = async () => {
      const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
      for (let entry = queue.shift(); entry; entry = queue.shift()) {
        const errors: string[] = [];
        // Storybook's own mock service worker (msw) sometimes fails its background update check when
        // five pages register it at once on a loaded runner ("Failed to update a ServiceWorker … Not
        // found"); that is the test harness's worker, not a story failing, and the story still renders.
        const onError = (error: Error) => {
          if (!/Failed to update a ServiceWorker/.test(error.message)) errors.push(error.message);
        };
        page.on('pageerror', onError);
        const target = `${url}/iframe.html?id=${entry.id}&viewMode=${entry.type === 'docs' ? 'docs' : 'story'}`;
        await page.goto(target);
        // A play function that types a message key by key (the chat scenarios) took over 15 s on a loaded runner.
        const shown = await page
          .waitForFunction(storybookSettled, null, { timeout: 30_000 })
          .then((handle) => handle.jsonValue())
          .catch(() => 'never rendered');
        if (shown === 'sb-show-errordisplay')
          errors.push((await page.locator('#error-message').textContent()) ?? 'error display');
        else if (shown !== 'sb-show-main') errors.push(String(shown));
        page.off('pageerror', onError);
        if (errors.length) failures.push(`${entry.id}: ${errors.join('; ')}`);
      }
      await page.close();
    };
    await Promise.all(Array.from({ length: 5 }, worker));
    expect(failures).toEqual([]);
  }, 600_000);

  /**
   * Thai and Lao text breaks only between words: every story, under the locale toolbar set to th,
   * la and en (English labels are longer and clip first, e.g. a language select), is checked for control text that is clipped or wraps, words split across lines and
   * glyph-per-line headings (text-layout.ts). Stories are opened one by one at the phone's width,
   * not through docs pages, whose columns are wider or narrower than a phone.
   */
  // ~1100 story loads take ~10 minutes on two cores, half of npm test again: opt-in (npm run test:text-layout)
  // until it can reuse one page per story for both locales.
  it.runIf(process.env.TEXT_LAYOUT === '1')(
    'breaks Thai and Lao text only between words, and clips no control text, in every story in th, la and en',
    async () => {
      const stories = entries.filter((e) => e.type === 'story');
      const queue = (['th', 'la', 'en'] as const).flatMap((locale) => stories.map((story) => ({ locale, id: story.id })));
      const problems: string[] = [];
      const worker = async () => {
        const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
        // Transpilers that keep function names wrap them in __name(); the checker runs in the page, so give it one.
        await page.addInitScript('globalThis.__name ??= (fn) => fn');
        for (let next = queue.shift(); next; next = queue.shift()) {
          const { locale, id } = next;
          await page.goto(`${url}/iframe.html?id=${id}&viewMode=story&globals=locale:${locale}`);
          const shown = await page
            .waitForFunction(storybookSettled, null, { timeout: 30_000 })
            .then((handle) => handle.jsonValue())
            .catch(() => 'never rendered');
          if (shown !== 'sb-show-main') continue; // the test above reports stories that fail to render
          await page.evaluate(() => document.fonts.ready);
          for (const problem of await page.evaluate(textLayoutProblems)) problems.push(`${locale} ${id}: ${problem}`);
        }
        await page.close();
      };
      await Promise.all(Array.from({ length: 5 }, worker));
      expect(problems.sort()).toEqual([]);
    },
    900_000,
  );
});
