import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['dist', 'dist-laos', 'storybook-static', 'node_modules', '.storybook/public', 'data', 'coverage'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'react-hooks/set-state-in-effect': 'off',
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
    files: ['src/ui/HtmlContent/**'],
    rules: { 'no-restricted-syntax': 'off' },
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
