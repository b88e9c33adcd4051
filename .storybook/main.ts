import type { StorybookConfig } from '@storybook/react-vite';
import { localeGroups } from '../scripts/vite/locale-groups.ts';

const config: StorybookConfig = {
  stories: ['../src/**/*.mdx', '../src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  // The MSW worker script lives here so network mocks work in Storybook and in story tests.
  staticDirs: ['./public'],
  core: { disableTelemetry: true },
  // Screens that import the app's i18n module need the locale-group chunks the app build has.
  viteFinal: (viteConfig) => ({ ...viteConfig, plugins: [...(viteConfig.plugins ?? []), localeGroups()] }),
};

export default config;
