import type { Meta, StoryObj } from '@storybook/react-vite';
import { startsWith, storyLanguage, t, withPattern } from '../../../.storybook/t';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import { byLanguage, receipted, walletSnapshot, type InLanguages } from '../../../.storybook/fixtures';
import { storyRouter } from '../../../.storybook/router';
import type { Coupon, SpinSlice } from '../../api/contract';
import { clearToken, setToken } from '../../lib/session';
import { resetMoneyStories, withMoneyHost } from '../../../.storybook/storyHost';
import { resetBonus } from '../bonus/store';
import { wallet as walletStore } from '../wallet/store';
import SpinPage from './SpinPage';
import { resetSpin } from './store';

const slice = (code: string, label: string, bgColor: string, textColor = '#ffffff', html = ''): SpinSlice => ({
  code,
  label,
  bgColor,
  textColor,
  htmlDescription: html,
});
const slices: SpinSlice[] = [
  slice('P5', '5 ฿', '#f94144', '#ffffff', '<p>A coupon for <b>5</b> credit.</p>'),
  slice('P10', '10 ฿', '#f3722c'),
  slice('NONE', 'Try again', '#577590'),
  slice('P20', '20 ฿', '#f8961e', '#1b1b1b'),
  slice('P50', '50 ฿', '#f9c74f', '#1b1b1b', '<p>A coupon for <b>50</b> credit.</p>'),
  slice('P100', '100 ฿', '#90be6d', '#1b1b1b'),
  slice('P300', '300 ฿', '#43aa8b'),
  slice('P1000', '1000 ฿', '#7b2cbf'),
];

/** The server's wheel texts per Accept-Language, as seed-rewards.ts stores them (issue 19.2). */
/** A coupon's claim button as a screen reader names it. */
const claimName = (index: number, label: string) => `${t('spin.coupons.claim')} ${t('spin.coupons.which', { label, index })}`;
const wheelName: InLanguages = { th: 'วงล้อนำโชค', la: 'ວົງລໍ້ນຳໂຊກ', en: 'Lucky Wheel' };
const tryAgain: InLanguages = { th: 'ลองใหม่', la: 'ລອງໃໝ່', en: 'Try again' };
const sliceIn = (s: SpinSlice, request: Request): SpinSlice =>
  s.code === 'NONE' ? { ...s, label: byLanguage(request, tryAgain) } : s;

const coupon = (id: number, code: string, amount: number, status: Coupon['status'] = 'CLAIMABLE'): Coupon => ({
  _id: String(id),
  prize: { ...(slices.find((s) => s.code === code) ?? slices[0]!), name: 'Lucky Wheel' },
  amount,
  status,
  expiresAt: '2025-05-09T03:00:00.000Z',
  createdAt: '2025-05-02T03:00:00.000Z',
});
const fiveCoupons = [
  coupon(15, 'P50', 50),
  coupon(14, 'P5', 5),
  coupon(13, 'P10', 10, 'CLAIMED'),
  coupon(12, 'P20', 20, 'EXPIRED'),
  coupon(11, 'P100', 100),
];

/** A story server: coins, coupons, what the next spin draws, and until when its reply is held back. */
let server = { coins: 3, depositPerCoin: 100, coupons: fiveCoupons, draw: 'P50', spins: 0, claims: 0, reply: Promise.resolve() };
/** Holds the spin's reply until the returned function is called (the player leaves meanwhile). */
const holdSpinReply = (): (() => void) => {
  let release = () => {};
  server.reply = new Promise((resolve) => (release = resolve));
  return release;
};

const setup = (wheel: boolean) =>
  http.get('/api/spinwheel/setup', ({ request }) =>
    HttpResponse.json({
      result: {
        activeSpinwheel: wheel ? { name: byLanguage(request, wheelName), slices: slices.map((s) => sliceIn(s, request)) } : null,
        userCoin: server.coins,
        depositPerCoin: server.depositPerCoin,
      },
    }),
  );
const coupons = http.get('/api/spinwheel/coupon', ({ request }) =>
  HttpResponse.json({
    coupons: server.coupons.map((c) => ({ ...c, prize: { ...c.prize, name: byLanguage(request, wheelName) } })),
  }),
);
const spun = http.post('/api/spinwheel/spin', async ({ request }) => {
  if (!request.headers.get('Idempotency-Key')) return HttpResponse.json({ message: 'KEY_MISSING' }, { status: 400 });
  await server.reply;
  server.spins += 1;
  server.coins -= 1;
  const drawn = sliceIn(
    slices.find((s) => s.code === server.draw)!,
    request,
  );
  return HttpResponse.json({
    success: true,
    result: { code: drawn.code, label: drawn.label, remainingCoin: server.coins, couponId: drawn.code === 'NONE' ? null : '99' },
    error: null,
  });
});
const claimed = http.post('/api/spinwheel/coupon/claim', async ({ request }) => {
  server.claims += 1;
  const { coupon: id } = (await request.json()) as { coupon: string };
  server.coupons = server.coupons.map((c) => (c._id === id ? { ...c, status: 'CLAIMED' } : c));
  return HttpResponse.json({ ...receipted(5), amount: 50, wallet: { amount: 550 } });
});
// The reload after a reward needs a whole snapshot: the wallet store reads its currency (issue 19.3).
const wallet = http.get('/api/wallet', () => {
  const snapshot = walletSnapshot();
  return HttpResponse.json({ ...snapshot, profile: { ...snapshot.profile, coin: server.coins } });
});
const noBonus = http.get('/api/bonus/check/active', () => HttpResponse.json({ status: false, type: null, code: null }));
const heldBonus = http.get('/api/bonus/check/active', () =>
  HttpResponse.json({ status: true, type: 'promotion', code: 'SONGKRAN' }),
);

const route = storyRouter('/user/spin');

/**
 * The spin page as one screen of the member area: away from /user/spin (a back press) a stand-in
 * home shows the coins as the wallet reports them, as the real home's wheel tile does.
 */
function SpinPageInMemberArea() {
  const [path] = useLocation();
  const coins = useSnapshot(walletStore).snapshot?.profile.coin ?? 0;
  if (path === '/user/spin') return <SpinPage />;
  return (
    <main>
      <h1>{t('page.home')}</h1>
      <p>{t('home.coins', { count: coins, coins: String(coins) })}</p>
    </main>
  );
}

const toasts = (root: HTMLElement) => within(within(root).getByRole('region', { name: t('ui.toast.region') }));

const canvasOf = (root: HTMLElement) => within(root).getByRole('img', { name: /Lucky Wheel|วงล้อนำโชค|ວົງລໍ້ນຳໂຊກ/ });

/** The spin page is a member screen: a session is open unless a story ends it. */
const signedInStory = () => {
  setToken('story-token', false);
  return () => clearToken();
};

const meta = {
  title: 'Features/Spin/SpinPage',
  component: SpinPage,
  tags: ['autodocs'],
  decorators: [withMoneyHost, route.decorator],
  parameters: {
    docsFrame: 820,
    msw: [setup(true), coupons, spun, claimed, wallet, noBonus],
  },
  beforeEach: () => {
    // Seeded: the wheel's landing point and the spin's length are the same on every run.
    resetSpin(2024, 0.1);
    resetMoneyStories();
    resetBonus();
    server = { coins: 3, depositPerCoin: 100, coupons: fiveCoupons, draw: 'P50', spins: 0, claims: 0, reply: Promise.resolve() };
    return signedInStory();
  },
} satisfies Meta<typeof SpinPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The wheel at rest, pointer on the first slice: a stable picture for screenshots. */
export const WheelAtRest: Story = {
  globals: { locale: 'th' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The wheel's own name is the page's title (h1) here: said once, not again as an h2 beneath it.
    const wheel = await waitFor(() => canvasOf(canvasElement));
    await expect(canvas.getByRole('heading', { name: 'วงล้อนำโชค', level: 1 })).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([t('spin.coupons.title')]);
    await waitFor(() => expect(wheel).toHaveAttribute('data-pointer-slice', '0'));
    // 85 % of the 390 px phone: 331 px.
    await expect(wheel.getBoundingClientRect().width).toBe(331);
    await expect(canvas.getByRole('button', { name: 'หมุน 3 เหรียญคงเหลือ' })).toHaveAttribute('aria-disabled', 'false');
  },
};

export const SpinLandsOnTheServersSlice: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = await canvas.findByRole('button', { name: `${t('spin.spin')} 3 ${t('spin.coinsUnit', { count: 3 })}` });
    await userEvent.click(button);
    const wheel = canvasOf(canvasElement);
    await waitFor(() => expect(wheel).toHaveAttribute('data-spinning', 'true'));
    await expect(canvas.getByText(t('spin.spinning'))).toBeInTheDocument();
    // Clicks while spinning are ignored.
    await userEvent.click(canvas.getByRole('button', { name: startsWith('spin.spin') }));
    const prize = await canvas.findByRole('alertdialog', { name: t('spin.prizeTitle') }, { timeout: 3000 });
    await expect(prize).toHaveTextContent(t('spin.prizeText', { label: '50 ฿' }));
    // Focus is on Confirm, so the prize is the dialog's description, read with its title.
    await expect(prize).toHaveAccessibleDescription(t('spin.prizeText', { label: '50 ฿' }));
    await waitFor(() => expect(within(prize).getByRole('button', { name: t('common.confirm') })).toHaveFocus());
    await expect(wheel).toHaveAttribute('data-pointer-code', 'P50');
    await expect(wheel).toHaveAttribute('data-pointer-slice', '4');
    await expect(server.spins).toBe(1);
    await userEvent.click(within(prize).getByRole('button', { name: t('common.confirm') }));
    await expect(await canvas.findByRole('button', { name: `${t('spin.spin')} 2 ${t('spin.coinsUnit', { count: 2 })}` })).toBeVisible();
  },
};

export const NoPrizeSlice: Story = {
  globals: { locale: 'la' },
  beforeEach: () => {
    server.draw = 'NONE';
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'ໝຸນ 3 ຫຼຽນຄົງເຫຼືອ' }));
    const dialog = await canvas.findByRole('alertdialog', { name: 'ເກືອບແລ້ວ!' }, { timeout: 3000 });
    await expect(dialog).toHaveTextContent('ລອງໃໝ່');
    await expect(canvasOf(canvasElement)).toHaveAttribute('data-pointer-code', 'NONE');
  },
};

export const NoCoinsGreyedAndIgnored: Story = {
  beforeEach: () => {
    server.coins = 0;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = await canvas.findByRole('button', { name: `${t('spin.spin')} 0 ${t('spin.coinsUnit', { count: 0 })}` });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(getComputedStyle(button).cursor).toBe('not-allowed');
    await userEvent.click(button);
    await expect(canvasOf(canvasElement)).not.toHaveAttribute('data-spinning');
    await expect(server.spins).toBe(0);
    // Where coins come from, in the wallet's currency.
    await expect(canvas.getByText(t('spin.earnHint', { amount: '100.00' }))).toBeVisible();
  },
};

/** An operator who set deposits to earn no coins: the page promises none. */
export const DepositsEarnNoCoins: Story = {
  beforeEach: () => {
    server.depositPerCoin = 0;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: `${t('spin.spin')} 3 ${t('spin.coinsUnit', { count: 3 })}` })).toBeVisible();
    await expect(canvas.queryByText(withPattern('spin.earnHint', 'amount', '.+'))).toBeNull();
  },
};

export const SpinFailsWithTheCodesMessage: Story = {
  parameters: {
    msw: [
      setup(true),
      coupons,
      http.post('/api/spinwheel/spin', () => HttpResponse.json({ message: 'NO_DATA' }, { status: 400 })),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: startsWith('spin.spin') }));
    const error = await canvas.findByRole('alertdialog', { name: t('common.error') });
    await expect(error).toHaveTextContent(t('spin.errors.NO_DATA'));
  },
};

/**
 * The server drew (a coin spent, a coupon made) but its reply never arrived, retries included: after
 * the "not known yet" alert the page asks again, so the coins and the coupon table show what happened.
 */
export const ReplyLostAfterTheDraw: Story = {
  parameters: {
    msw: [
      setup(true),
      coupons,
      wallet,
      http.post('/api/spinwheel/spin', ({ request }) => {
        // Each retry carries the same key: the server draws once.
        if (server.spins === 0 && request.headers.get('Idempotency-Key')) {
          server.spins += 1;
          server.coins -= 1;
          server.coupons = [coupon(99, 'P100', 100), ...server.coupons];
        }
        return HttpResponse.error();
      }),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: `${t('spin.spin')} 3 ${t('spin.coinsUnit', { count: 3 })}` }));
    // Not "Error: no connection, try again" (a tap again spins again): not known yet, and the coins
    // and coupons below are read again to show what happened.
    const error = await canvas.findByRole('alertdialog', { name: t('common.outcomeUnknown') }, { timeout: 5000 });
    await expect(error).toHaveTextContent(t('spin.errors.UNANSWERED'));
    await userEvent.click(within(error).getByRole('button', { name: t('common.ok') }));
    await expect(await canvas.findByRole('button', { name: `${t('spin.spin')} 2 ${t('spin.coinsUnit', { count: 2 })}` })).toBeVisible();
    await waitFor(() => expect(canvas.getAllByRole('row').some((row) => row.textContent?.includes('100'))).toBe(true));
    await expect(server.spins).toBe(1);
  },
};

export const CouponsThreeAPage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: t('spin.coupons.title') });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(4));
    await expect(table).toHaveTextContent('50 ฿');
    await expect(table).toHaveTextContent(wheelName[storyLanguage() as keyof InLanguages]);
    await expect(within(table).getByText(t('spin.coupons.status.CLAIMED'))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('ui.pagination.page', { page: 2 }) }));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    await expect(table).toHaveTextContent(t('spin.coupons.status.EXPIRED'));
    await expect(within(table).getByRole('button', { name: claimName(5, '100 ฿') })).toBeVisible();
  },
};

export const ClaimDebouncedOnce: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: claimName(1, '50 ฿') }));
    const dialog = await canvas.findByRole('dialog', { name: '50 ฿' });
    await expect(dialog).toHaveTextContent('A coupon for 50 credit.');
    // Before claiming, the player learns the prize is withdrawable once played (the server's rule).
    await expect(within(dialog).getByText(t('spin.claimTurnover'))).toBeVisible();
    const confirm = within(dialog).getByRole('button', { name: t('spin.claimConfirm') });
    await userEvent.click(confirm);
    await userEvent.click(confirm);
    await userEvent.click(confirm);
    // Spec §4's success dialog is the coupon's receipt (issue 18.4): the prize, the reference, the wallet after.
    const done = await canvas.findByRole('dialog', { name: t('receipt.open') }, { timeout: 3000 });
    await expect(within(done).getByRole('heading', { name: t('receipt.coupon') })).toBeVisible();
    await expect(within(done).getByRole('textbox', { name: t('ui.receipt.reference') })).toHaveValue('TX00000005');
    await expect(done).toHaveTextContent('550.00');
    await expect(server.claims).toBe(1);
    await waitFor(() => expect(canvas.queryByRole('button', { name: claimName(1, '50 ฿') })).toBeNull());
  },
};

export const ClaimFailsWithTheCodesMessage: Story = {
  globals: { locale: 'th' },
  parameters: {
    msw: [
      setup(true),
      coupons,
      wallet,
      http.post('/api/spinwheel/coupon/claim', () => HttpResponse.json({ message: 'COUPON_EXPIRED' }, { status: 400 })),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'รับ คูปองที่ 2: 5 ฿' }));
    const dialog = await canvas.findByRole('dialog', { name: '5 ฿' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'รับรางวัล' }));
    await expect(await canvas.findByRole('alertdialog', {}, { timeout: 3000 })).toBeVisible();
  },
};

export const NoActiveWheel: Story = {
  parameters: { msw: [setup(false), http.get('/api/spinwheel/coupon', () => HttpResponse.json({ coupons: [] }))] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: t('spin.inactive') })).toBeVisible();
    await expect(await canvas.findByText(t('spin.coupons.empty'))).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: {
    msw: [http.get('/api/spinwheel/setup', () => delay('infinite')), http.get('/api/spinwheel/coupon', () => delay('infinite'))],
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findAllByTestId('loader-indicator', {}, { timeout: 2000 })).not.toHaveLength(0);
  },
};

/** Issue 18: a held bonus blocks claims; the reason shows above the table and every claim button is off (en, th). */
export const ClaimBlockedByBonus: Story = {
  parameters: { msw: [setup(true), coupons, claimed, wallet, heldBonus] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const reason = t('spin.coupons.blockedByBonus', { code: 'SONGKRAN' });
    await expect(await canvas.findByText(reason)).toBeVisible();
    const claim = await canvas.findByRole('button', { name: claimName(1, '50 ฿') });
    await expect(claim).toBeDisabled();
    await expect(claim).toHaveAccessibleDescription(reason);
    await userEvent.click(claim, { pointerEventsCheck: 0 });
    await expect(canvas.queryByRole('dialog', { name: '50 ฿' })).toBeNull();
    await expect(server.claims).toBe(0);
  },
};

/** A coupon won while a bonus is held: the prize dialog says it waits, not "claim it below". */
export const PrizeWonWhileABonusIsHeld: Story = {
  parameters: { msw: [setup(true), coupons, spun, claimed, wallet, heldBonus] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText(t('spin.coupons.blockedByBonus', { code: 'SONGKRAN' }));
    await userEvent.click(await canvas.findByRole('button', { name: `${t('spin.spin')} 3 ${t('spin.coinsUnit', { count: 3 })}` }));
    const prize = await canvas.findByRole('alertdialog', { name: t('spin.prizeTitle') }, { timeout: 3000 });
    await expect(prize).toHaveTextContent(t('spin.prizeKept', { label: '50 ฿' }));
  },
};

export const ClaimBlockedByBonusThai: Story = {
  globals: { locale: 'th' },
  parameters: { msw: [setup(true), coupons, claimed, wallet, heldBonus] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('คุณถือโบนัสอยู่ (SONGKRAN) จะรับคูปองได้เมื่อจบโบนัสแล้ว')).toBeVisible();
    await expect(await canvas.findByRole('button', { name: 'รับ คูปองที่ 2: 5 ฿' })).toBeDisabled();
  },
};

/** Spun with 3 coins, and the home opened while the server draws; its reply then comes: the news on the home. */
async function spunThenLeftForHome(canvasElement: HTMLElement): Promise<HTMLElement> {
  const canvas = within(canvasElement);
  const release = holdSpinReply();
  await userEvent.click(await canvas.findByRole('button', { name: `${t('spin.spin')} 3 ${t('spin.coinsUnit', { count: 3 })}` }));
  route.navigate('/user/home');
  await expect(await canvas.findByRole('heading', { name: t('page.home') })).toBeVisible();
  release();
  return toasts(canvasElement).findByRole('status');
}

/**
 * Back pressed while the server draws: the page goes at once (back is never held), and when the
 * reply comes the prize is announced on the screen the player is on, the coins there refresh, and
 * the wheel, visited again, rests on the prize without repeating the news.
 */
export const LeftWhileTheServerDraws: Story = {
  render: () => <SpinPageInMemberArea />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const news = await spunThenLeftForHome(canvasElement);
    await expect(news).toHaveTextContent(t('spin.announce.won', { label: '50 ฿' }));
    await expect(await canvas.findByText(t('home.coins', { count: 2, coins: '2' }))).toBeVisible();

    route.navigate('/user/spin');
    await expect(await canvas.findByRole('button', { name: `${t('spin.spin')} 2 ${t('spin.coinsUnit', { count: 2 })}` })).toBeVisible();
    await expect(canvasOf(canvasElement)).toHaveAttribute('data-pointer-code', 'P50');
    await expect(canvasOf(canvasElement)).not.toHaveAttribute('data-spinning');
    await expect(canvas.queryByRole('alertdialog')).toBeNull();
    await expect(toasts(canvasElement).getAllByRole('status')).toHaveLength(1);
    await expect(server.spins).toBe(1);
  },
};

/** Left while the server draws, a bonus held: the news says the coupon waits for the bonus's end, as the prize dialog would. */
export const LeftWhileTheServerDrawsWithABonusHeld: Story = {
  render: () => <SpinPageInMemberArea />,
  parameters: { msw: [setup(true), coupons, spun, claimed, wallet, heldBonus] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText(t('spin.coupons.blockedByBonus', { code: 'SONGKRAN' }));
    const news = await spunThenLeftForHome(canvasElement);
    await expect(news).toHaveTextContent(t('spin.announce.kept', { label: '50 ฿' }));
  },
};

/** Back pressed while the wheel turns (Lao): the "try again" result is told at once on the home. */
export const LeftWhileTheWheelTurns: Story = {
  globals: { locale: 'la' },
  render: () => <SpinPageInMemberArea />,
  beforeEach: () => {
    // The app's full 4–5 s turn: the player is gone long before it would land.
    resetSpin(2024, 1);
    server.draw = 'NONE';
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'ໝຸນ 3 ຫຼຽນຄົງເຫຼືອ' }));
    await waitFor(() => expect(canvasOf(canvasElement)).toHaveAttribute('data-spinning', 'true'));
    route.navigate('/user/home');
    const news = await toasts(canvasElement).findByRole('status');
    await expect(news).toHaveTextContent('ວົງລໍ້ນຳໂຊກຢຸດທີ່ ລອງໃໝ່ ຂໍໃຫ້ໂຊກດີໃນຮອບ\u2060ໜ້າ!');
    await expect(await canvas.findByText(t('home.coins', { count: 2, coins: '2' }))).toBeVisible();
  },
};

const failingSpin = http.post('/api/spinwheel/spin', async () => {
  await server.reply;
  server.spins += 1;
  return HttpResponse.json({ message: 'NO_DATA' }, { status: 400 });
});

/** A spin that fails after the player left: the error dialog of any failed spin, and no prize news. */
export const FailsAfterLeaving: Story = {
  render: () => <SpinPageInMemberArea />,
  parameters: {
    msw: [setup(true), coupons, wallet, failingSpin],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const release = holdSpinReply();
    await userEvent.click(await canvas.findByRole('button', { name: startsWith('spin.spin') }));
    route.navigate('/user/home');
    await canvas.findByRole('heading', { name: t('page.home') });
    release();
    const error = await canvas.findByRole('alertdialog', { name: t('common.error') });
    await expect(error).toHaveTextContent(t('spin.errors.NO_DATA'));
    await expect(toasts(canvasElement).queryByRole('status')).toBeNull();
  },
};

/**
 * The player signs out while the server draws: whatever the spin gave is not told on the screen
 * they are on now (the sign-in screen, perhaps the next player's); the coupon waits in the account.
 */
const signsOutWhileTheServerDraws: Story['play'] = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  const release = holdSpinReply();
  await userEvent.click(await canvas.findByRole('button', { name: startsWith('spin.spin') }));
  clearToken();
  route.navigate('/login');
  await canvas.findByRole('heading', { name: t('page.home') });
  release();
  await waitFor(() => expect(server.spins).toBe(1));
  // The reply's own promise chain runs after the server counted it.
  await new Promise((resolve) => setTimeout(resolve, 300));
  await expect(canvas.queryByRole('alertdialog')).toBeNull();
  await expect(toasts(canvasElement).queryByRole('status')).toBeNull();
};

export const PrizeAfterSigningOutUntold: Story = {
  render: () => <SpinPageInMemberArea />,
  play: signsOutWhileTheServerDraws,
};

export const FailureAfterSigningOutUntold: Story = {
  render: () => <SpinPageInMemberArea />,
  parameters: { msw: [setup(true), coupons, wallet, failingSpin] },
  play: signsOutWhileTheServerDraws,
};

// Whether the wheel's reads answer (the story below cuts them, then brings them back).
let wheelReachable = true;
/** Reads of the wheel and coupons refused while unreachable. */
let refusedReads = 0;
const cut = (handler: ReturnType<typeof http.get>, path: string) => [
  http.get(path, () => {
    if (wheelReachable) return undefined;
    refusedReads += 1;
    return HttpResponse.error();
  }),
  handler,
];

/**
 * No answer for the wheel or the coupons: each says it could not load, with Retry — never "no wheel
 * is on" or "no coupons yet" over a wheel and coupons the player has. Retry brings both.
 */
export const WheelThatCannotLoadSaysSo: Story = {
  parameters: {
    msw: [...cut(setup(true), '/api/spinwheel/setup'), ...cut(coupons, '/api/spinwheel/coupon'), wallet, noBonus],
  },
  beforeEach: () => {
    wheelReachable = false;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: t('spin.loadFailed') }, { timeout: 5000 })).toBeVisible();
    await expect(await canvas.findByRole('heading', { name: t('spin.coupons.loadFailed') }, { timeout: 5000 })).toBeVisible();
    await expect(canvas.queryByText(t('spin.inactive'))).toBeNull();
    await expect(canvas.queryByText(t('spin.coupons.empty'))).toBeNull();
    wheelReachable = true;
    await userEvent.click(canvas.getAllByRole('button', { name: t('ui.empty.retry') })[0]!);
    await expect(await canvas.findByRole('button', { name: `${t('spin.spin')} 3 ${t('spin.coinsUnit', { count: 3 })}` })).toBeVisible();
    const table = await canvas.findByRole('table', { name: t('spin.coupons.title') });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(4));
    await expect(canvas.queryByRole('heading', { name: t('spin.loadFailed') })).toBeNull();
  },
};

/**
 * The reply was lost going into a tunnel and the page's reading again failed too (still offline):
 * once the phone is back online it reads again by itself, so the coins and the coupon table are the
 * server's — not the figures from before the spin, with the next spin jumping two coins.
 */
export const ReplyLostOfflineReadsAgainWhenBackOnline: Story = {
  parameters: {
    msw: [
      ...cut(setup(true), '/api/spinwheel/setup'),
      ...cut(coupons, '/api/spinwheel/coupon'),
      wallet,
      http.post('/api/spinwheel/spin', () => {
        if (server.spins === 0) {
          server.spins += 1;
          server.coins -= 1;
          server.coupons = [coupon(99, 'P100', 100), ...server.coupons];
        }
        // The tunnel: from here on nothing answers until the phone is back online.
        wheelReachable = false;
        return HttpResponse.error();
      }),
    ],
  },
  beforeEach: () => {
    wheelReachable = true;
    refusedReads = 0;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: `${t('spin.spin')} 3 ${t('spin.coinsUnit', { count: 3 })}` }));
    const error = await canvas.findByRole('alertdialog', { name: t('common.outcomeUnknown') }, { timeout: 5000 });
    await userEvent.click(within(error).getByRole('button', { name: t('common.ok') }));
    // Read again while still offline, every try of the wheel and of the coupons refused (three each)…
    await waitFor(() => expect(refusedReads).toBe(6), { timeout: 5000 });
    await new Promise((resolve) => setTimeout(resolve, 100));
    // …what was shown stays (three coins)…
    await expect(canvas.getByRole('button', { name: `${t('spin.spin')} 3 ${t('spin.coinsUnit', { count: 3 })}` })).toBeVisible();
    // …until the connection is back.
    wheelReachable = true;
    window.dispatchEvent(new Event('online'));
    await expect(await canvas.findByRole('button', { name: `${t('spin.spin')} 2 ${t('spin.coinsUnit', { count: 2 })}` })).toBeVisible();
    await waitFor(() => expect(canvas.getAllByRole('row').some((row) => row.textContent?.includes('100'))).toBe(true));
  },
};
