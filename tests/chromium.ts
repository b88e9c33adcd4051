/**
 * The one place that says which Chromium the tests, the benches and the screenshots use.
 * Nothing in this repository downloads a browser: Debian's Chromium (or CHROME_PATH) is used,
 * with the flags this closed-network machine needs.
 */
export const chromiumPath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--font-render-hinting=none',
];

export const chromiumLaunchOptions = {
  executablePath: chromiumPath,
  headless: true,
  args: chromiumArgs,
};

/** The phone every screenshot and story is taken on (DESIGN.md §8). */
export const phoneViewport = { width: 390, height: 844 };
