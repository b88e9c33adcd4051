/**
 * Screenshots of the kit's key stories on the phone viewport, in th, la and en.
 * Baselines live in __screenshots__/ next to this file; a first run writes them.
 */
import { afterEach, beforeAll, describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { createRoot, type Root } from 'react-dom/client';
import { act, type ComponentType } from 'react';
import { composeStories } from '@storybook/react-vite';
import preview from '../../.storybook/preview';
import { storyI18n } from '../../.storybook/i18n';
import * as GameCardStories from './GameCard/GameCard.stories';
import * as CarouselStories from './Carousel/Carousel.stories';
import * as BalanceCardStories from './BalanceCard/BalanceCard.stories';
import * as WidgetStories from './Widget/Widget.stories';
import * as PaginationStories from './Pagination/Pagination.stories';
import * as DataTableStories from './DataTable/DataTable.stories';
import * as CopyFieldStories from './CopyField/CopyField.stories';
import * as CountdownStories from './Countdown/Countdown.stories';
import * as QuickAmountsStories from './QuickAmounts/QuickAmounts.stories';
import * as FileDropStories from './FileDrop/FileDrop.stories';
import * as EmptyStateStories from './EmptyState/EmptyState.stories';
import * as BannerStories from './Banner/Banner.stories';
import * as HtmlContentStories from './HtmlContent/HtmlContent.stories';
import * as QrImageStories from './QrImage/QrImage.stories';
import * as VideoModalStories from './VideoModal/VideoModal.stories';
import * as ButtonStories from './Button/Button.stories';
import * as TextFieldStories from './TextField/TextField.stories';
import * as PasswordFieldStories from './PasswordField/PasswordField.stories';
import * as SelectStories from './Select/Select.stories';
import * as CheckboxStories from './Checkbox/Checkbox.stories';
import * as StepperStories from './Stepper/Stepper.stories';
import * as TopBarStories from './TopBar/TopBar.stories';
import * as StatusBadgeStories from './StatusBadge/StatusBadge.stories';
import * as AmountStories from './Amount/Amount.stories';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true;

const locales = ['th', 'la', 'en'] as const;
type Locale = (typeof locales)[number];

const compose = (locale: Locale) => {
  const annotations = { ...preview, initialGlobals: { ...preview.initialGlobals, locale } };
  return {
    'gamecard-default': composeStories(GameCardStories, annotations).Default,
    'carousel-gamecards': composeStories(CarouselStories, annotations).GameCards,
    'balancecard-default': composeStories(BalanceCardStories, annotations).Default,
    'widget-value': composeStories(WidgetStories, annotations).WithValue,
    'pagination-middle': composeStories(PaginationStories, annotations).Middle,
    'datatable-stacked': composeStories(DataTableStories, annotations).Stacked,
    'copyfield-default': composeStories(CopyFieldStories, annotations).Playground,
    'countdown-running': composeStories(CountdownStories, annotations).Running,
    'quickamounts-selected': composeStories(QuickAmountsStories, annotations).Selected,
    'filedrop-uploading': composeStories(FileDropStories, annotations).Uploading,
    'emptystate-default': composeStories(EmptyStateStories, annotations).DefaultTitle,
    'banner-default': composeStories(BannerStories, annotations).Default,
    'htmlcontent-richtext': composeStories(HtmlContentStories, annotations).RichText,
    'qrimage-default': composeStories(QrImageStories, annotations).Default,
    'videomodal-list': composeStories(VideoModalStories, annotations).Playground,
    'button-sizes': composeStories(ButtonStories, annotations).Sizes,
    'button-loading': composeStories(ButtonStories, annotations).Loading,
    'textfield-error': composeStories(TextFieldStories, annotations).ErrorState,
    'passwordfield-default': composeStories(PasswordFieldStories, annotations).Playground,
    'select-selected': composeStories(SelectStories, annotations).Selected,
    'checkbox-checked': composeStories(CheckboxStories, annotations).Checked,
    'stepper-skipped': composeStories(StepperStories, annotations).SkippedStep,
    'topbar-member': composeStories(TopBarStories, annotations).MemberShell,
    'statusbadge-failed': composeStories(StatusBadgeStories, annotations).Failed,
    'amount-deposit': composeStories(AmountStories, annotations).Deposit,
  } satisfies Record<string, ComponentType>;
};

let root: Root | undefined;
let host: HTMLDivElement | undefined;

// The phone is 390×844, but the runner's window is 720 px high and shrinks a taller frame (scale
// 844/720), which would blur every glyph. These element shots do not depend on the frame's height,
// so the frame is kept as tall as the window allows and the pictures stay at scale 1 and 390 wide.
const viewport = { width: 390, height: Math.min(844, window.parent === window ? 844 : window.parent.innerHeight) };

beforeAll(async () => {
  await page.viewport(viewport.width, viewport.height);
  // Animations and transitions would make two consecutive captures differ.
  const style = document.createElement('style');
  style.textContent =
    '*, *::before, *::after { animation: none !important; transition: none !important; caret-color: transparent !important; }';
  document.head.append(style);
});

afterEach(() => {
  act(() => root?.unmount());
  host?.remove();
  root = undefined;
  host = undefined;
});

async function settle(el: HTMLElement) {
  await document.fonts.ready;
  await Promise.all(
    [...el.querySelectorAll('img')].map((img) => (img.complete ? Promise.resolve() : img.decode().catch(() => undefined))),
  );
}

for (const locale of locales) {
  describe(`screenshots (${locale})`, () => {
    const stories = compose(locale);
    for (const [name, Story] of Object.entries(stories)) {
      test(`${name}-${locale}`, async () => {
        await storyI18n.changeLanguage(locale);
        host = document.createElement('div');
        host.dataset.testid = 'shot';
        host.style.cssText = 'width: 390px; background: var(--color-bg); display: flow-root;';
        document.body.append(host);
        const mount = createRoot(host);
        root = mount;
        act(() => mount.render(<Story />));
        await settle(host);
        await expect.element(page.elementLocator(host)).toMatchScreenshot(`${name}-${locale}`);
      });
    }
  });
}
