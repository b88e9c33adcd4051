import type { Preview, Decorator } from '@storybook/react-vite';
// Stories draw every icon at once, whatever chunk would bring it in the app.
import '../src/ui/Icon/all-icons';
import type { RequestHandler } from 'msw';
import { I18nextProvider } from 'react-i18next';
import { storyI18n } from './i18n';
import { useStoryHandlers } from './msw';
import { PlatformProvider } from '../src/platform/context';
import { createSimulatedPlatform } from './simulated-platform';
import type { PlatformKind } from '../src/platform/types';
import { htmlLang } from '../src/lib/locale';
import { setContentLanguage } from '../src/api/http';
import { DialogContainment } from '../src/ui/Dialog/containment';
import { setArmDelayMs } from '../src/lib/useArmed';
import { forgetReopened } from '../src/lib/reopen-after-reload';
import '../src/ui/tokens.css';

const withHost: Decorator = (Story, context) => {
  const locale = String(context.globals.locale ?? 'th');
  const platform = (context.globals.platform ?? 'browser') as PlatformKind;
  const theme = String(context.globals.theme ?? 'dark');
  if (storyI18n.language !== locale) void storyI18n.changeLanguage(locale);
  // Calls ask for the toolbar's language, as the app's do; story servers answer in it (fixtures.ts byLanguage).
  setContentLanguage(locale);
  document.documentElement.lang = htmlLang(locale);
  document.documentElement.dataset.theme = theme;
  document.documentElement.dataset.platform = platform;
  const story = (
    <I18nextProvider i18n={storyI18n}>
      <PlatformProvider platform={createSimulatedPlatform(platform)}>
        <Story />
      </PlatformProvider>
    </I18nextProvider>
  );
  if (context.viewMode !== 'docs') return story;
  // On a docs page every story renders inline, in the toolbar's globals. Modals open contained and
  // the frame's transform makes fixed-position parts (toasts, loaders, bottom bars) relative to it,
  // so no story covers the page; `docsFrame` gives such stories their phone-like height.
  const height = context.parameters.docsFrame as number | undefined;
  return (
    <DialogContainment.Provider value>
      <div style={{ position: 'relative', transform: 'translateZ(0)', overflow: 'hidden', minHeight: height }}>{story}</div>
    </DialogContainment.Provider>
  );
};

const preview: Preview = {
  decorators: [withHost],
  // Stories press through flows at machine speed: the double-tap guard is off unless a story asks
  // for it (`parameters.armDelayMs`), as the one showing the guard does.
  beforeEach: ({ parameters }) => {
    setArmDelayMs(typeof parameters.armDelayMs === 'number' ? parameters.armDelayMs : 0);
    forgetReopened();
  },
  loaders: [
    async (context) => {
      await useStoryHandlers((context.parameters.msw as RequestHandler[] | undefined) ?? []);
      return {};
    },
  ],
  globalTypes: {
    locale: {
      description: 'Language',
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        items: [
          { value: 'th', title: 'ไทย (th)' },
          { value: 'la', title: 'ລາວ (la)' },
          { value: 'en', title: 'English (en)' },
        ],
        dynamicTitle: true,
      },
    },
    platform: {
      description: 'Host the app runs in',
      toolbar: {
        title: 'Host',
        icon: 'mobile',
        items: [
          { value: 'browser', title: 'Browser' },
          { value: 'telegram', title: 'Telegram Mini App' },
          { value: 'line', title: 'LINE LIFF' },
        ],
        dynamicTitle: true,
      },
    },
    theme: {
      description: 'Colour theme',
      toolbar: {
        title: 'Theme',
        icon: 'contrast',
        items: [
          { value: 'dark', title: 'Dark' },
          { value: 'light', title: 'Light' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: 'th', platform: 'browser', theme: 'dark', viewport: { value: 'phone', isRotated: false } },
  parameters: {
    layout: 'fullscreen',
    a11y: { test: 'error' },
    viewport: {
      options: {
        phone: { name: 'Phone 390×844', styles: { width: '390px', height: '844px' }, type: 'mobile' },
      },
    },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
  },
};

export default preview;
