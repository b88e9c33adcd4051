import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The import zones of src/platform and src/config, proven like the others in lint-zones.test.ts:
 * a wrong import placed in the zone is one `house/import-zones` error, a right one none.
 */
const root = new URL('../../', import.meta.url).pathname;
let eslint: ESLint;

// Loading the config, its plugins and the TypeScript parser takes seconds: paid once, here.
beforeAll(async () => {
  eslint = new ESLint({ cwd: root });
  await eslint.lintText('export {};\n', { filePath: `${root}src/config/warm-up.ts` });
}, 60_000);

async function zoneProblems(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\n`, { filePath: `${root}${filePath}` });
  return (result?.messages ?? []).filter((message) => message.ruleId === 'house/import-zones').map((message) => message.message);
}

const zones: Array<{ zone: string; file: string; wrong: string[]; right: string[] }> = [
  {
    zone: 'src/platform (itself, src/lib, src/config, the host SDKs)',
    file: 'src/platform/thing.ts',
    wrong: [
      "import { wallet } from '../features/wallet/store';",
      "import { http } from '../api/http';",
      "import { Button } from '../ui/Button';",
      "import { App } from '../app/App';",
      "import '../ui/tokens.css';",
    ],
    right: [
      "import type { Platform } from './types';",
      "import { pushBackHandler } from '../lib/back-stack';",
      "import { buildConfig } from '../config/build';",
      "import sdk from '../../node_modules/@twa-dev/sdk/dist/telegram-web-apps.js?raw';",
    ],
  },
  {
    zone: "a test in src/platform (also the kit's design tokens, .storybook and tests/setup)",
    file: 'src/platform/thing.test.ts',
    wrong: ["import { Button } from '../ui/Button';"],
    right: ["import '../ui/tokens.css';", "import { t } from '../../.storybook/t';"],
  },
  {
    zone: 'src/config (itself and src/lib)',
    file: 'src/config/thing.ts',
    wrong: [
      "import { http } from '../api/http';",
      "import { usePlatform } from '../platform';",
      "import { Button } from '../ui/Button';",
    ],
    right: ["import { buildConfig } from './build';", "import { limits } from '../lib/constants';"],
  },
];

describe('import zones of src/platform and src/config', () => {
  for (const { zone, file, wrong, right } of zones) {
    describe(zone, () => {
      it.each(wrong)('rejects %s', async (code) => {
        expect(await zoneProblems(file, code)).toHaveLength(1);
      });
      it.each(right)('accepts %s', async (code) => {
        expect(await zoneProblems(file, code)).toEqual([]);
      });
    });
  }
});
