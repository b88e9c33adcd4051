import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import path from 'node:path';

/*
 * House rules (README "House rules enforced by lint", DESIGN.md §2, §9).
 *
 * Import zones: a relative import is resolved against the importing file and the target must lie in
 * a zone the importer may use. Resolving (rather than matching `../../app/*` strings) makes the rule
 * independent of how deep a file sits. Packages (bare specifiers) are not zones; the host SDK rule
 * below covers them.
 */
const root = path.dirname(new URL(import.meta.url).pathname);

/**
 * A story or test: may also use Storybook's hosts, fixtures and the platform's fakes, and the shared
 * test harnesses in tests/setup (story screenshots). Story fixtures live in .storybook/, outside
 * the product's zones, so no file in src/ is a fixture.
 */
const isStoryOrTest = (file) => /\.(stories|test)\.tsx?$/.test(file);

/** Where `file` (repo-relative, posix) may import `target` from; a message when it may not. */
export function zoneViolation(file, target) {
  const within = (dir) => target === dir || target.startsWith(`${dir}/`);
  const feature = /^src\/features\/([^/]+)\//.exec(file)?.[1];
  if (file.startsWith('src/lib/')) {
    return within('src/lib') ? null : 'src/lib may import only src/lib (every layer may use it).';
  }
  if (file.startsWith('src/ui/')) {
    if (within('src/ui') || within('src/lib')) return null;
    if (isStoryOrTest(file) && (within('.storybook') || within('tests/setup'))) return null;
    return 'src/ui may import only src/ui and src/lib.';
  }
  if (file.startsWith('src/platform/')) {
    if (within('src/platform') || within('src/lib') || within('src/config')) return null;
    // The Telegram simulator evaluates the SDK's own script, reached by its path (`?raw`).
    if (within('node_modules/@twa-dev') || within('node_modules/@line')) return null;
    // A test of the host's theme checks it lands on the kit's design tokens.
    if (isStoryOrTest(file) && (within('.storybook') || within('tests/setup') || target === 'src/ui/tokens.css')) return null;
    return 'src/platform may import only src/platform, src/lib, src/config and the host SDKs.';
  }
  if (file.startsWith('src/config/')) {
    if (within('src/config') || within('src/lib')) return null;
    return 'src/config may import only src/config and src/lib (every layer reads the build flags).';
  }
  if (file.startsWith('src/api/')) {
    if (within('src/api') || within('src/lib') || within('src/config')) return null;
    return 'src/api may import only src/api (the contract included), src/lib and src/config.';
  }
  if (feature) {
    if (within(`src/features/${feature}`) || within('src/ui') || within('src/api') || within('src/lib') || within('src/config')) return null;
    if (/^src\/platform(\/index\.tsx?)?$/.test(target)) return null;
    if (/^src\/features\/[^/]+\/store(\.ts)?$/.test(target)) return null;
    if (isStoryOrTest(file) && (within('.storybook') || within('tests/setup') || within('src/platform'))) return null;
    if (within('src/app')) return 'A feature may not import src/app; src/app composes features (pass parts in as props).';
    if (within('src/features')) return "A feature may import only another feature's store module; let src/app compose components.";
    if (within('src/platform')) return "A feature may import only src/platform's public index.";
    return 'A feature may import only src/ui, src/api, src/lib, src/config, src/platform and other features\u2019 stores.';
  }
  if (file.startsWith('server/') && within('src')) {
    // The sandbox console's contract (src/api/sandbox-contract.ts) is shared the same way.
    return /^src\/api\/(sandbox-)?contract(\.ts)?$/.test(target)
      ? null
      : 'server/ may import only src/api/contract.ts (and the sandbox console\u2019s sandbox-contract.ts) from the client.';
  }
  return null;
}

const importZones = {
  meta: { type: 'problem', schema: [], docs: { description: 'Keeps imports inside the zones of DESIGN.md §2.' } },
  create(context) {
    const file = path.relative(root, context.filename).split(path.sep).join('/');
    const check = (source) => {
      if (!source || typeof source.value !== 'string' || !source.value.startsWith('.')) return;
      const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), source.value)).replace(/\/$/, '');
      const message = zoneViolation(file, target);
      if (message) context.report({ node: source, message: `${message} ('${source.value}')` });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};

// Node-only globals (process, Buffer, require, …) in client code, and browser-only ones (window,
// document, localStorage, …) in server and scripts code. TypeScript sees both (one tsconfig), and
// no-undef is off for TS, so these lists are what keeps a client file off Node and the reverse.
const only = (mine, theirs) => Object.keys(mine).filter((name) => !(name in theirs));
const nodeOnly = only(globals.node, globals.browser);
const browserOnly = only(globals.browser, globals.node);

export default tseslint.config(
  { ignores: ['dist', 'dist-*', 'storybook-static', 'node_modules', '.storybook/public', 'data', 'coverage'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { house: { rules: { 'import-zones': importZones } } },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      'house/import-zones': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // Server HTML goes through ui/HtmlContent only (DESIGN.md §9).
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
          message: 'Render server HTML through ui/HtmlContent, the one sanitising component.',
        },
      ],
    },
  },
  {
    // React lives in the client and its stories only. The hooks rules run the React Compiler's
    // analysis over every function they see: on the server, scripts and Node tests it found nothing
    // and cost most of the lint's time.
    files: ['src/**/*.{ts,tsx}', '.storybook/**/*.{ts,tsx}', 'tests/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react-hooks/set-state-in-effect': 'off',
    },
  },
  {
    files: ['src/ui/HtmlContent/**'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    // Client code runs in the browser (or a host's webview): no Node globals.
    files: ['src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      'no-restricted-globals': ['error', ...nodeOnly.map((name) => ({ name, message: 'Client code runs in a browser, not Node.' }))],
    },
  },
  {
    // The server and the scripts run in Node: no browser globals.
    files: ['server/**/*.{ts,tsx,js,mjs}', 'scripts/**/*.{ts,tsx,js,mjs}'],
    languageOptions: { globals: { ...globals.node } },
    rules: {
      'no-restricted-globals': ['error', ...browserOnly.map((name) => ({ name, message: 'Server and scripts run in Node, not a browser.' }))],
    },
  },
  {
    // Only the platform adapter may touch host SDKs (DESIGN.md §2).
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/platform/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@twa-dev/*', '@line/*'], message: 'Use usePlatform() from src/platform.' }] },
      ],
    },
  },
);
