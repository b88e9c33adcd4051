import type { Meta, StoryObj } from '@storybook/react-vite';
import { t } from '../../../.storybook/t';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { storyRouter } from '../../../.storybook/router';
import { receipted, walletSnapshot } from '../../../.storybook/fixtures';
import type { ActiveBonusCheck, BonusItem } from '../../api/contract';
import { resetMoneyStories, withMoneyHost } from '../../../.storybook/storyHost';
import BonusPage from './BonusPage';
import { loadBonuses, resetBonus } from './store';

const picture = (from: string, to: string, text: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="640" height="360" fill="url(#g)"/><text x="40" y="220" font-family="sans-serif" font-size="110" font-weight="900" fill="#fff" fill-opacity="0.35">${text}</text></svg>`,
  )}`;

const bonusItem = (code: string, overrides: Partial<BonusItem> = {}): BonusItem => ({
  code,
  type: 'limit',
  maxReceived: 1,
  percentFail: 50,
  amount: 100,
  description: `<p>${code}: <b>100</b> once per member.</p>`,
  banners: [
    { image: picture('#f5b82e', '#b0420b', '+100'), html: `<p><b>${code}</b>: receive 100 credit once.</p>` },
    { image: picture('#3a86ff', '#1b1b6b', 'RULES'), html: '<p>The bonus is held until its turnover is reached.</p>' },
  ],
  userBonus: { _id: null, isActive: false, received: [] },
  receivedCount: 0,
  isReceived: false,
  ...overrides,
});

const catalogue: BonusItem[] = [
  bonusItem('WELCOME100'),
  bonusItem('DAILY20', { type: 'day', maxReceived: 2, percentFail: 20, amount: 20, receivedCount: 1 }),
  bonusItem('WEEKLY50', {
    type: 'week',
    percentFail: 30,
    amount: 50,
    receivedCount: 1,
    isReceived: true,
    userBonus: { _id: '9', isActive: false, received: [{ updatedAt: '2025-05-01T03:00:00.000Z' }] },
  }),
];
const holding = catalogue.map((b) =>
  b.code === 'DAILY20'
    ? { ...b, userBonus: { _id: '12', isActive: true, received: [{ updatedAt: '2025-05-02T03:00:00.000Z' }] } }
    : b,
);

const none: ActiveBonusCheck = { status: false, type: null, code: null };
const held: ActiveBonusCheck = { status: true, type: 'day', code: 'DAILY20' };

const list = (bonuses: BonusItem[]) => http.get('/api/bonus', () => HttpResponse.json({ bonuses }));
const active = (check: ActiveBonusCheck) => http.get('/api/bonus/check/active', () => HttpResponse.json(check));
/** The held bonus's turnover, as GET /api/bonus/check/minimum answers it: reached or not. */
const turnover = (reached: boolean) =>
  http.get('/api/bonus/check/minimum', () => HttpResponse.json({ status: reached, turnover: reached ? 60 : 20, requiredTurnover: 60 }));
const activated = http.get('/api/bonus/activate/:code', ({ params, request }) =>
  request.headers.get('Idempotency-Key')
    ? HttpResponse.json({
        ...receipted(31),
        _id: '31',
        code: String(params.code),
        type: 'limit',
        isActive: true,
        amount: 100,
        requiredTurnover: 300,
        wallet: { amount: 600 },
      })
    : HttpResponse.json({ message: 'KEY_MISSING' }, { status: 400 }),
);
const newYear = {
  code: 'NEWYEAR2025',
  percentFail: 40,
  amount: 50,
  description: '<p>New year code: <b>50</b> free credit, turnover 2×.</p>',
};
const found = http.get('/api/promotion/find/:code', ({ params }) =>
  HttpResponse.json(params.code === 'NEWYEAR2025' ? newYear : {}),
);
const promotionActivated = http.get('/api/promotion/activate/:code', ({ params }) =>
  HttpResponse.json({
    ...receipted(32),
    _id: '32',
    code: String(params.code),
    type: 'promotion',
    isActive: true,
    amount: 50,
    requiredTurnover: 100,
    wallet: { amount: 550 },
  }),
);
// The reload after a reward needs a whole snapshot: the wallet store reads its currency (issue 19.3).
const wallet = http.get('/api/wallet', () => HttpResponse.json(walletSnapshot()));

const meta = {
  title: 'Features/Bonus/BonusPage',
  component: BonusPage,
  tags: ['autodocs'],
  decorators: [withMoneyHost, storyRouter('/user/bonus').decorator],
  parameters: {
    docsFrame: 760,
    msw: [list(catalogue), active(none), activated, found, promotionActivated, wallet],
  },
  beforeEach: () => {
    resetBonus();
    resetMoneyStories();
  },
} satisfies Meta<typeof BonusPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CodeFormAndCards: Story = {
  globals: { locale: 'th' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: /WELCOME100/ })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'โค้ดโปร⁠โม⁠ชั่น' })).toBeRequired();
    await expect(canvas.getByText('รายวัน')).toBeVisible();
    await expect(canvas.getByText('รับแล้ว 1/2')).toBeVisible();
  },
};

export const MaxedBonusIsReceivedAndNotClickable: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const maxed = await canvas.findByRole('group', { name: 'WEEKLY50' });
    await expect(maxed).toHaveTextContent(t('bonus.received'));
    await expect(maxed).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.queryByRole('button', { name: /WEEKLY50/ })).toBeNull();
    await userEvent.click(maxed);
    await expect(canvas.queryByRole('dialog')).toBeNull();
  },
};

export const BonusDialogReceives: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /WELCOME100/ }));
    const dialog = await canvas.findByRole('dialog', { name: 'WELCOME100' });
    await expect(within(dialog).getByRole('note')).toHaveTextContent(t('bonus.notice', { percentFail: 50 }));
    await expect(within(dialog).getByRole('region', { name: t('bonus.banners') })).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: t('bonus.receive') }));
    // It ends on its receipt (issue 18.4): the bonus, its reference with a copy action, the wallet after.
    const done = await canvas.findByRole('dialog', { name: t('receipt.open') });
    await expect(within(done).getByRole('heading', { name: t('receipt.bonus') })).toBeVisible();
    await expect(done).toHaveTextContent('WELCOME100');
    await expect(done).toHaveTextContent('600.00');
    await expect(within(done).getByRole('textbox', { name: t('ui.receipt.reference') })).toHaveValue('TX00000031');
    await waitFor(() => expect(canvas.queryByRole('dialog', { name: 'WELCOME100' })).toBeNull());
  },
};

export const ReceiveFailsInErrorDialog: Story = {
  globals: { locale: 'la' },
  parameters: {
    msw: [
      list(catalogue),
      active(none),
      found,
      http.get('/api/bonus/activate/:code', () => HttpResponse.json({ message: 'BONUS_MAX_CLAIMED' }, { status: 409 })),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /DAILY20/ }));
    const dialog = await canvas.findByRole('dialog', { name: 'DAILY20' });
    await expect(within(dialog).getByRole('note')).toHaveTextContent('20%');
    await userEvent.click(within(dialog).getByRole('button', { name: 'ຮັບໂບ⁠ນັດ' }));
    await expect(await canvas.findByRole('alertdialog')).toBeVisible();
  },
};

export const ActiveBonusWithCurrentMarker: Story = {
  parameters: { msw: [list(holding), active(held), wallet] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: t('bonus.activeTitle') })).toBeVisible();
    await expect(canvas.getByText(t('bonus.type.day'), { selector: 'p' })).toBeVisible();
    await expect(canvas.queryByRole('textbox', { name: t('bonus.codeLabel') })).toBeNull();
    const current = canvas.getByRole('button', { name: /DAILY20/ });
    await expect(current).toHaveAttribute('aria-current', 'true');
    await expect(current).toHaveTextContent(t('bonus.current'));
    // Its dialog only closes: no second bonus can be received while one is held (no "Confirm" that does nothing).
    await userEvent.click(current);
    const dialog = await canvas.findByRole('dialog', { name: 'DAILY20' });
    // Focus on the dialog, its title read first, not on Close past the bonus's conditions.
    await waitFor(() => expect(dialog).toHaveFocus());
    await expect(within(dialog).queryByRole('button', { name: t('bonus.receive') })).toBeNull();
    await expect(within(dialog).queryByRole('button', { name: t('common.confirm') })).toBeNull();
    // One Close, the footer's: no header × of the same name beside it.
    await userEvent.click(within(dialog).getByRole('button', { name: t('common.close') }));
    await waitFor(() => expect(canvas.queryByRole('dialog', { name: 'DAILY20' })).toBeNull());
  },
};

/** Whether the story's server has ended the bonus. */
let cleared = false;

export const CancelWithConfirmation: Story = {
  parameters: {
    msw: [
      list(holding),
      http.get('/api/bonus/check/active', () => HttpResponse.json(cleared ? none : held)),
      turnover(true),
      http.get('/api/bonus/clear', () => {
        cleared = true;
        return HttpResponse.json({ message: 'BONUS_CLEAR' });
      }),
      wallet,
    ],
  },
  beforeEach: () => {
    cleared = false;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const cancel = await canvas.findByRole('button', { name: t('bonus.cancel') });
    // Kept after all: the focus is back on the button that asked, not lost to the page.
    await userEvent.click(cancel);
    const asked = await canvas.findByRole('alertdialog', { name: t('bonus.cancelTitle') });
    // Its way out says what it keeps, not a second "cancel" beside "End bonus".
    await expect(within(asked).getByRole('button', { name: t('bonus.keep') })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(asked).not.toBeVisible());
    await waitFor(() => expect(cancel).toHaveFocus());
    await userEvent.click(cancel);
    const confirm = await canvas.findByRole('alertdialog', { name: t('bonus.cancelTitle') });
    await userEvent.click(within(confirm).getByRole('button', { name: t('bonus.cancel') }));
    await expect(await canvas.findByText(t('errors.BONUS_CLEAR'))).toBeVisible();
    await expect(await canvas.findByRole('textbox', { name: t('bonus.codeLabel') })).toBeVisible();
  },
};

/**
 * The end's reply lost with the connection, and the app's retry told NO_DATA (the first try had
 * ended it): the page asks what is held now and says it ended, not "could not be ended".
 */
let endedUnheard = false;
export const EndedThoughItsReplyWasLost: Story = {
  parameters: {
    msw: [
      list(holding),
      http.get('/api/bonus/check/active', () => HttpResponse.json(endedUnheard ? none : held)),
      turnover(true),
      http.get('/api/bonus/clear', () => {
        if (endedUnheard) return HttpResponse.json({ message: 'NO_DATA' }, { status: 404 });
        endedUnheard = true;
        return HttpResponse.error();
      }),
      wallet,
    ],
  },
  beforeEach: () => {
    endedUnheard = false;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: t('bonus.cancel') }));
    const confirm = await canvas.findByRole('alertdialog', { name: t('bonus.cancelTitle') });
    await userEvent.click(within(confirm).getByRole('button', { name: t('bonus.cancel') }));
    await expect(await canvas.findByText(t('errors.BONUS_CLEAR'), {}, { timeout: 10_000 })).toBeVisible();
    await expect(await canvas.findByRole('textbox', { name: t('bonus.codeLabel') })).toBeVisible();
    await expect(canvas.queryByText(t('bonus.cancelFailed'))).toBeNull();
  },
};

/** Whether the story's server was asked to end the bonus. */
let clearAsked = false;

export const EndingBeforeTheTurnoverSaysSoFirst: Story = {
  parameters: {
    msw: [
      list(holding),
      active(held),
      turnover(false),
      http.get('/api/bonus/clear', () => {
        clearAsked = true;
        return HttpResponse.json({ message: 'BONUS_CONDITION' }, { status: 400 });
      }),
    ],
  },
  beforeEach: () => {
    clearAsked = false;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: t('bonus.cancel') }));
    // No "it ends now" to agree to: the danger dialog says why at once, and nothing was ended.
    const refused = await canvas.findByRole('alertdialog', { name: t('bonus.cancelFailed') });
    await expect(refused).toHaveTextContent(t('errors.BONUS_CONDITION'));
    // And what to do about it: no dead end.
    await expect(refused).toHaveTextContent(t('bonus.endHow'));
    await expect(canvas.queryByRole('alertdialog', { name: t('bonus.cancelTitle') })).toBeNull();
    await expect(clearAsked).toBe(false);
  },
};

/** The turnover was reached when asked, yet the server refuses the end (it changed in between). */
export const CancelFailsInDangerDialog: Story = {
  globals: { locale: 'th' },
  parameters: {
    msw: [
      list(holding),
      active(held),
      turnover(true),
      http.get('/api/bonus/clear', () => HttpResponse.json({ message: 'BONUS_CONDITION' }, { status: 400 })),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'ยกเลิกโบนัส' }));
    const confirm = await canvas.findByRole('alertdialog', { name: 'ยกเลิกโบนัสนี้ใช่ไหม?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'ยกเลิกโบนัส' }));
    const danger = await canvas.findByRole('alertdialog', { name: 'ไม่สามารถยกเลิกโบนัสได้' });
    await expect(danger.querySelector('[data-tone="danger"]')).not.toBeNull();
  },
};

export const PromotionCodeIsRequired: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: t('bonus.search') }));
    await expect(await canvas.findByText(t('bonus.codeRequired'))).toBeVisible();
    await expect(canvas.queryByRole('dialog')).toBeNull();
  },
};

export const PromotionSearching: Story = {
  parameters: {
    msw: [list(catalogue), active(none), http.get('/api/promotion/find/:code', async () => delay('infinite'))],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: t('bonus.codeLabel') }), 'songkran{enter}');
    const dialog = await canvas.findByRole('dialog', { name: t('bonus.promotionTitle', { code: 'SONGKRAN' }) });
    await expect(within(dialog).getByRole('status')).toHaveTextContent(t('bonus.searching'));
  },
};

export const PromotionFoundAndReceived: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = await canvas.findByRole('textbox', { name: t('bonus.codeLabel') });
    await userEvent.type(field, 'newyear2025');
    await expect(field).toHaveValue('NEWYEAR2025');
    await userEvent.click(canvas.getByRole('button', { name: t('bonus.search') }));
    const dialog = await canvas.findByRole('dialog', { name: t('bonus.promotionTitle', { code: 'NEWYEAR2025' }) });
    await expect(await within(dialog).findByText(t('bonus.percent', { percent: 40 }))).toBeVisible();
    await expect(within(dialog).getByText(/New year code/)).toBeVisible();
    // Said before Receive: a promotion taken is held as a bonus is, withdrawals waiting on its turnover.
    await expect(within(dialog).getByRole('note')).toHaveTextContent(t('bonus.notice', { percentFail: 40 }));
    await userEvent.click(within(dialog).getByRole('button', { name: t('bonus.receive') }));
    await expect(await canvas.findByRole('dialog', { name: t('receipt.open') })).toHaveTextContent('NEWYEAR2025');
  },
};

export const PromotionNotFound: Story = {
  globals: { locale: 'la' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: 'ລະຫັດໂປຣ⁠ໂມ⁠ຊັນ' }), 'nope{enter}');
    const dialog = await canvas.findByRole('dialog', { name: 'ໂປຣ⁠ໂມ⁠ຊັນ NOPE' });
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('ບໍ່ພົບໂປຣ⁠ໂມ⁠ຊັນ');
    // One Close (the footer's), so a screen reader's button list has no two of one name.
    await userEvent.click(within(dialog).getByRole('button', { name: t('common.close', { lng: 'la' }) }));
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
  },
};

/** A promotion this member has had already: said in the dialog, with Close only (no Receive that could only be refused). */
export const PromotionAlreadyReceived: Story = {
  parameters: {
    msw: [
      list(catalogue),
      active(none),
      http.get('/api/promotion/find/:code', () =>
        HttpResponse.json({ code: 'SONGKRAN', percentFail: 25, description: '<p>Songkran splash</p>', amount: 30, received: true }),
      ),
      wallet,
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: t('bonus.codeLabel') }), 'songkran{enter}');
    const dialog = await canvas.findByRole('dialog', { name: t('bonus.promotionTitle', { code: 'SONGKRAN' }) });
    await expect(await within(dialog).findByRole('note')).toHaveTextContent(t('errors.PROMOTION_RECEIVED'));
    await expect(within(dialog).queryByRole('button', { name: t('bonus.receive') })).toBeNull();
    await expect(within(dialog).getByRole('button', { name: t('common.close') })).toBeVisible();
  },
};

/** Too many codes that do not exist: the server's limit is said, not "no such promotion". */
export const PromotionGuessesLimited: Story = {
  parameters: {
    msw: [list(catalogue), active(none), http.get('/api/promotion/find/:code', () => HttpResponse.json({ message: 'REQUEST_LIMIT_1MIN' }, { status: 429 }))],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: t('bonus.codeLabel') }), 'vip123{enter}');
    const page = within(canvasElement.ownerDocument.body);
    await waitFor(() => expect(page.getByText(t('errors.REQUEST_LIMIT_1MIN'))).toBeVisible());
    await expect(canvas.queryByRole('dialog', { name: t('bonus.promotionTitle', { code: 'VIP123' }) })).toBeNull();
  },
};

export const NoBonuses: Story = {
  parameters: { msw: [list([]), active(none)] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: t('bonus.empty') })).toBeVisible();
  },
};

/** Whether the story's connection is down: both bonus GETs fail as a dropped network does. */
let offline = true;
const reachable = (answer: () => Response) => () => (offline ? HttpResponse.error() : answer());
const flaky = [
  http.get('/api/bonus', reachable(() => HttpResponse.json({ bonuses: holding }))),
  http.get('/api/bonus/check/active', reachable(() => HttpResponse.json(held))),
  wallet,
];

/**
 * Opened offline with nothing loaded yet (QA walk, th): no error toast (spec §7), but neither "no bonuses"
 * nor the code form over a held bonus — said, with Retry; back online, the page loads by itself.
 */
export const LoadFailsOffline: Story = {
  globals: { locale: 'th' },
  beforeEach: () => {
    offline = true;
  },
  parameters: { msw: flaky },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: t('bonus.loadFailed') }, { timeout: 8000 })).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('ui.empty.retry') })).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: t('bonus.empty') })).toBeNull();
    await expect(canvas.queryByRole('textbox', { name: t('bonus.codeLabel') })).toBeNull();
    await expect(within(canvasElement.ownerDocument.body).queryByText(t('errors.NETWORK'))).toBeNull();
    offline = false;
    window.dispatchEvent(new Event('online'));
    await expect(await canvas.findByRole('heading', { name: t('bonus.activeTitle') }, { timeout: 8000 })).toBeVisible();
    await expect(canvas.getByRole('button', { name: /DAILY20/ })).toHaveAttribute('aria-current', 'true');
    await expect(canvas.queryByRole('heading', { name: t('bonus.loadFailed') })).toBeNull();
    await expect(canvas.queryByRole('textbox', { name: t('bonus.codeLabel') })).toBeNull();
  },
};

/** Retry loads the list; a reload that fails later keeps what is shown instead of blanking it. */
export const RetryLoadsAndAFailedReloadKeepsTheList: Story = {
  beforeEach: () => {
    offline = true;
  },
  parameters: { msw: flaky },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: t('bonus.loadFailed') }, { timeout: 8000 });
    offline = false;
    await userEvent.click(canvas.getByRole('button', { name: t('ui.empty.retry') }));
    await expect(await canvas.findByRole('button', { name: /WELCOME100/ }, { timeout: 8000 })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: t('bonus.activeTitle') })).toBeVisible();
    offline = true;
    await loadBonuses();
    await expect(canvas.getByRole('button', { name: /WELCOME100/ })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: t('bonus.activeTitle') })).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: t('bonus.loadFailed') })).toBeNull();
  },
};
