import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The house rules of eslint.config.js, proven on made-up files: in each zone a wrong import is an
 * error (`house/import-zones`) and a right one passes; client code may not use Node globals and
 * server or script code may not use browser ones. ESLint lints the text as if it were at `filePath`.
 */
const root = new URL('../../', import.meta.url).pathname;
let eslint: ESLint;

// The first lint loads the config, its plugins and the TypeScript parser (seconds on a loaded runner):
// paid here, once, not inside the first case's time limit.
beforeAll(async () => {
  eslint = new ESLint({ cwd: root });
  await eslint.lintText('export {};\n', { filePath: `${root}src/lib/warm-up.ts` });
}, 60_000);

/** The messages of the given rule for `code` placed at `filePath`. */
async function problems(filePath: string, code: string, rule = 'house/import-zones'): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\n`, { filePath: `${root}${filePath}` });
  return (result?.messages ?? []).filter((message) => message.ruleId === rule).map((message) => message.message);
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
  {
    zone: 'src/ui (only src/ui and src/lib)',
    file: 'src/ui/Thing/Thing.tsx',
    wrong: ["import { auth } from '../../features/auth/store';", "import { walletApi } from '../../api/wallet';", "import { App } from '../../app/App';"],
    right: ["import { Button } from '../Button';", "import { cx } from '../../lib/cx';", "import styles from './Thing.module.css';"],
  },
  {
    zone: 'src/lib (nothing of ours)',
    file: 'src/lib/thing.ts',
    wrong: ["import { http } from '../api/http';", "import { buildConfig } from '../config/build';", "import { Button } from '../ui/Button';"],
    right: ["import { formatMoney } from './money';"],
  },
  {
    zone: 'src/api (the contract, src/lib, itself)',
    file: 'src/api/thing.ts',
    wrong: ["import { wallet } from '../features/wallet/store';", "import { Button } from '../ui/Button';", "import { routes } from '../app/routes';"],
    right: ["import type { WalletSnapshot } from './contract';", "import { http } from './http';", "import { limits } from '../lib/constants';"],
  },
  {
    zone: "src/features/X (ui, api, lib, the platform's index, other features' stores)",
    file: 'src/features/home/Thing.tsx',
    wrong: [
      "import { usePageTitle } from '../../app/usePageTitle';",
      "import { GameAccountDialog } from '../games/GameAccountDialog';",
      "import { useLiveBalance } from '../wallet/live';",
      "import { usePlatform } from '../../platform/context';",
      "const Dialog = import('../deposit/DepositDialog');",
      "export { ChatWidget } from '../chat/ChatWidget';",
    ],
    right: [
      "import { Page } from '../../ui/Page';",
      "import { walletApi } from '../../api/wallet';",
      "import { limits } from '../../lib/constants';",
      "import { usePlatform } from '../../platform';",
      "import { reloadWallet } from '../wallet/store';",
      "import { home } from './store';",
    ],
  },
  {
    zone: "a feature's stories (also .storybook and the platform's fakes, still no src/app)",
    file: 'src/features/home/Thing.stories.tsx',
    wrong: ["import { HomeScreen } from '../../app/HomeScreen';", "import ProfilePage from '../profile/ProfilePage';"],
    right: ["import { withMoneyHost } from '../../../.storybook/storyHost';", "import { createBrowserPlatform } from '../../platform/browser';"],
  },
  {
    zone: "a test beside the kit or a feature (also the shared harnesses in tests/setup)",
    file: 'src/ui/screenshots.test.tsx',
    wrong: ["import { harness } from '../../tests/e2e/harness';", "import HomePage from '../features/home/HomePage';"],
    right: ["import { screenshotStories } from '../../tests/setup/story-screenshots';", "import * as Button from './Button/Button.stories';"],
  },
  {
    zone: 'server/ (only src/api/contract.ts from the client)',
    file: 'server/src/modules/thing/service.ts',
    wrong: ["import { formatMoney } from '../../../../src/lib/money.ts';", "import { http } from '../../../../src/api/http.ts';"],
    right: ["import { ERROR_CODES } from '../../../../src/api/contract.ts';", "import { loadConfig } from '../../config.ts';"],
  },
];

describe('import zones', () => {
  for (const { zone, file, wrong, right } of zones) {
    describe(zone, () => {
      it.each(wrong)('rejects %s', async (code) => {
        expect(await problems(file, code)).toHaveLength(1);
      });
      it.each(right)('accepts %s', async (code) => {
        expect(await problems(file, code)).toEqual([]);
      });
    });
  }

  it('src/app may compose features', async () => {
    expect(await problems('src/app/Thing.tsx', "import HomePage from '../features/home/HomePage';")).toEqual([]);
  });
});

describe('globals', () => {
  it('client code may not use Node globals', async () => {
    expect(await problems('src/features/home/thing.ts', 'export const mode = process.env.NODE_ENV;', 'no-restricted-globals')).toHaveLength(1);
    expect(await problems('src/lib/thing.ts', 'export const title = () => document.title;', 'no-restricted-globals')).toEqual([]);
  });

  it('server and scripts code may not use browser globals', async () => {
    expect(await problems('server/src/thing.ts', 'export const title = () => document.title;', 'no-restricted-globals')).toHaveLength(1);
    expect(await problems('scripts/thing.ts', 'export const here = () => window.location.href;', 'no-restricted-globals')).toHaveLength(1);
    expect(await problems('server/src/thing.ts', 'export const port = process.env.PORT;', 'no-restricted-globals')).toEqual([]);
  });
});

describe('the rules that were there before', () => {
  it('host SDKs only inside src/platform', async () => {
    const code = "import WebApp from '@twa-dev/sdk';";
    expect(await problems('src/features/home/thing.ts', code, 'no-restricted-imports')).toHaveLength(1);
    expect(await problems('src/platform/thing.ts', code, 'no-restricted-imports')).toEqual([]);
  });

  it('server HTML only through ui/HtmlContent', async () => {
    const code = 'export const X = ({ html }: { html: string }) => <div dangerouslySetInnerHTML={{ __html: html }} />;';
    expect(await problems('src/features/home/Thing.tsx', code, 'no-restricted-syntax')).toHaveLength(1);
    expect(await problems('src/ui/HtmlContent/Thing.tsx', code, 'no-restricted-syntax')).toEqual([]);
  });
});
