import type { Meta, StoryObj } from '@storybook/react-vite';
import { containing, startsWith, t } from '../../../.storybook/t';
import { delay, http, HttpResponse } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { pxUnder, scrollToEnd } from '../../../.storybook/layout';
import { resetMoneyStories, sampleSnapshot, withMoneyHost } from '../../../.storybook/storyHost';
import { findAlertSaying } from '../../../.storybook/alerts';
import { unansweredIn } from '../../api/action';
import { reloadWallet, wallet } from '../wallet/store';
import { Dialog } from '../../ui/Dialog';
import TransferDialog from './TransferDialog';
import { TransferReceipt } from './TransferReceipt';
import { transfer } from './store';
import { home, resetHome } from '../home/store';

const meta = {
  title: 'Features/Transfer/TransferDialog',
  component: TransferDialog,
  tags: ['autodocs'],
  decorators: [withMoneyHost],
  parameters: { docsFrame: 700 },
  args: { open: true, onClose: fn(), context: {} },
  beforeEach: () => {
    transfer.sending = false;
    transfer.draft = '';
    transfer.minimum = 1;
    transfer.result = null;
    resetMoneyStories();
  },
} satisfies Meta<typeof TransferDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const receipted = { transactionId: '1024', reference: 'TX00001024', createdAt: '2026-11-24T08:15:00.000Z' };
/** The server moves the money and the wallet reload shows both sides after it. */
const moved = (from: string, to: string, amount: number) => {
  const after = structuredClone(sampleSnapshot);
  const shift = (code: string, by: number) => {
    if (code === 'WALLET') after.wallet.amount += by;
    else after.slots = after.slots.map((s) => (s.code === code ? { ...s, amount: s.amount + by } : s));
  };
  shift(from, -amount);
  shift(to, amount);
  return after;
};
const ok = [
  http.post('/api/wallet/transfer', async ({ request }) => {
    const body = (await request.json()) as { from: string; to: string; amount: number };
    transferred = moved(body.from, body.to, body.amount);
    return HttpResponse.json({ ...receipted, wallet: { amount: transferred.wallet.amount } });
  }),
  http.get('/api/wallet', () => HttpResponse.json(transferred)),
];
let transferred = structuredClone(sampleSnapshot);

export const Empty: Story = {};

/**
 * A member with no game account yet (every slot inactive): no form offering the main wallet on both
 * sides, but what to do first, and a button that closes the sheet onto the home's game tiles.
 */
export const NoGameAccountYet: Story = {
  beforeEach: () => {
    const snapshot = structuredClone(sampleSnapshot);
    snapshot.slots = snapshot.slots.map((slot) => ({ ...slot, isActive: false, amount: 0 }));
    wallet.snapshot = snapshot;
    resetHome();
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: t('transfer.noGames.title') })).toBeVisible();
    await expect(canvas.getByText(t('transfer.noGames.text'))).toBeVisible();
    await expect(canvas.queryByRole('combobox')).toBeNull();
    await expect(canvas.queryByRole('button', { name: t('home.transfer') })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: t('transfer.noGames.action') }));
    await waitFor(() => expect(args.onClose).toHaveBeenCalledWith(false));
    // The home is asked to bring its game tiles into view (HomePage's ChooseAGameShowsTheTiles).
    await expect(home.gamesAsked).toBe(1);
  },
};

export const EveryValidationMessage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const submit = canvas.getByRole('button', { name: t('home.transfer') });
    await userEvent.click(submit);
    // One press marks every field that needs something: both sides and the amount.
    await expect(await canvas.findAllByText(t('transfer.selectAccount'))).toHaveLength(2);
    await expect(canvas.getByText(t('transfer.enterAmount'))).toBeVisible();
    // The first field to mend has focus, not the button pressed.
    await expect(canvas.getByRole('combobox', { name: t('transfer.from') })).toHaveFocus();
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: t('transfer.from') }), 'WALLET');
    // Choosing the source clears its own message only.
    await expect(await canvas.findAllByText(t('transfer.selectAccount'))).toHaveLength(1);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: startsWith('transfer.to') }), 'WALLET');
    await userEvent.click(submit);
    await expect(await canvas.findByText(t('transfer.cannotTransfer'))).toBeVisible();
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: startsWith('transfer.to') }), 'PG');
    // Text that is no amount says how to write one, not "enter an amount" over what was typed.
    await userEvent.type(canvas.getByRole('textbox', { name: startsWith('transfer.amount') }), '1e3');
    await userEvent.click(submit);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(t('money.digitsOnly', { example: '150.50' }));
    await userEvent.clear(canvas.getByRole('textbox', { name: startsWith('transfer.amount') }));
    await userEvent.type(canvas.getByRole('textbox', { name: startsWith('transfer.amount') }), '0.5');
    await userEvent.click(submit);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(t('transfer.minAmount', { amount: 1 }));
    await expect(canvas.getByRole('textbox', { name: startsWith('transfer.amount') })).toHaveFocus();
  },
};

/** The minimum is the server's (GET /api/lookup/transfer), in the hint and the check. */
export const ServerMinimum: Story = {
  parameters: { msw: [http.get('/api/lookup/transfer', () => HttpResponse.json({ transferMinimum: 20 }))] },
  args: { context: { from: 'WALLET', to: 'PG' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t('transfer.minAmount', { amount: 20 }))).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: startsWith('transfer.amount') }), '10');
    await userEvent.click(canvas.getByRole('button', { name: t('home.transfer') }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(t('transfer.minAmount', { amount: 20 }));
  },
};

/** The amount typed and Transfer pressed: the confirmation it asks. */
const askToMove = async (canvas: ReturnType<typeof within>, amount: string) => {
  await userEvent.type(canvas.getByRole('textbox', { name: startsWith('transfer.amount') }), amount);
  await userEvent.click(canvas.getByRole('button', { name: t('home.transfer') }));
  return canvas.findByRole('alertdialog', { name: t('transfer.confirmTitle') });
};

/** Confirmed, the sheet turns into the receipt: reference, both sides and their balances after (issue 18.4). */
export const ConfirmsThenReceipt: Story = {
  parameters: { msw: ok },
  args: { context: { from: 'PG', to: 'WALLET' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const confirm = await askToMove(canvas, '100');
    await expect(confirm).toHaveTextContent(t('transfer.confirmOne', { amount: '100.00', from: 'PG Soft', to: t('transfer.wallet') }));
    // The game's name stays on one line, wherever the question wraps.
    await expect(confirm.textContent).toContain('PG\u00a0Soft');
    await userEvent.click(within(confirm).getByRole('button', { name: t('common.confirm') }));
    const receipt = await canvas.findByRole('region', { name: t('receipt.transfer') });
    await expect(within(receipt).getByRole('textbox', { name: t('ui.receipt.reference') })).toHaveValue('TX00001024');
    // Both sides after: PG 120 → 20, the wallet 500 → 600.
    await expect(receipt).toHaveTextContent('20.00');
    await expect(receipt).toHaveTextContent('600.00');
    // The receipt's title has focus once the confirmation is gone (read out; Tab goes on from it), not the page.
    await waitFor(() => expect(within(receipt).getByRole('heading', { name: t('receipt.transfer') })).toHaveFocus());
    await expect(args.onClose).not.toHaveBeenCalled();
    await userEvent.click(within(receipt).getByRole('button', { name: t('ui.receipt.done') }));
    await waitFor(() => expect(args.onClose).toHaveBeenCalledWith(true));
  },
};

/**
 * The network drops as the transfer's reply arrives: the wallet read after it fails. The receipt
 * shows the main wallet from the reply and no game balance from before the move; the game's comes
 * once the wallet is read again (the connection back).
 */
let walletReadable = false;
export const ReceiptWhenTheWalletReadFails: Story = {
  beforeEach: () => {
    walletReadable = false;
  },
  parameters: {
    msw: [
      ok[0]!,
      http.get('/api/wallet', () => (walletReadable ? HttpResponse.json(transferred) : HttpResponse.error())),
    ],
  },
  args: { context: { from: 'WALLET', to: 'PG' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const confirm = await askToMove(canvas, '7');
    await userEvent.click(within(confirm).getByRole('button', { name: t('common.confirm') }));
    // The failed read is tried again before the receipt shows (api/http's retries for a read).
    const receipt = await canvas.findByRole('region', { name: t('receipt.transfer') }, { timeout: 15_000 });
    // The wallet 500 → 493 from the reply; PG Soft's 120 (before the move) is not shown as "after".
    await expect(receipt).toHaveTextContent('493.00');
    await expect(receipt).not.toHaveTextContent('120.00');
    walletReadable = true;
    await reloadWallet();
    await waitFor(() => expect(receipt).toHaveTextContent('127.00'));
  },
};

export const ServerErrorInModal: Story = {
  parameters: {
    msw: [http.post('/api/wallet/transfer', () => HttpResponse.json({ message: 'MONEY_NOT_ENOUGH' }, { status: 400 }))],
  },
  args: { context: { from: 'WALLET', to: 'PG' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // Within the 500.00 the snapshot shows, so the client lets it through; the server knows better.
    await userEvent.type(canvas.getByRole('textbox', { name: startsWith('transfer.amount') }), '450');
    await userEvent.click(canvas.getByRole('button', { name: t('home.transfer') }));
    await userEvent.click(
      within(await canvas.findByRole('alertdialog', { name: t('transfer.confirmTitle') })).getByRole('button', { name: t('common.confirm') }),
    );
    const modal = await canvas.findByRole('alertdialog', { name: t('common.error') });
    await expect(modal).toHaveTextContent(t('errors.MONEY_NOT_ENOUGH'));
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

/**
 * Sending, the answer slow to come: waited for, not called lost — neither the question nor the sheet
 * says "no answer, it may have gone through" while the one tap is out.
 */
export const Sending: Story = {
  parameters: {
    msw: [
      http.post('/api/wallet/transfer', async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    ],
  },
  args: { context: { from: 'WALLET', to: 'PG' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const confirm = await askToMove(canvas, '10');
    const yes = within(confirm).getByRole('button', { name: t('common.confirm') });
    await userEvent.click(yes);
    await waitFor(() => expect(yes).toHaveAttribute('aria-busy', 'true'));
    await expect(confirm).not.toHaveTextContent(t('transfer.askedAgainOne'));
    await expect(canvas.queryByText(t('errors.UNANSWERED'))).toBeNull();
  },
};

export const ToGameOnlyFocusesAmount: Story = {
  parameters: { msw: ok },
  args: { context: { to: 'PG' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: t('transfer.toGameTitle', { game: 'PG Soft' }) })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('transfer.toGameSubmit') }));
    const amount = canvas.getByRole('textbox', { name: startsWith('transfer.amount') });
    await expect(amount).toHaveFocus();
    // Said, as every other amount field says it — not only the caret back in the field.
    await expect(amount).toHaveAccessibleDescription(containing('transfer.enterAmount'));
    await expect(canvas.queryByRole('alertdialog')).toBeNull();
    await userEvent.type(amount, 'abc');
    await userEvent.click(canvas.getByRole('button', { name: t('transfer.toGameSubmit') }));
    await expect(amount).toHaveAttribute('aria-invalid', 'true');
    await userEvent.clear(amount);
    await userEvent.type(canvas.getByRole('textbox', { name: startsWith('transfer.amount') }), '20');
    await userEvent.click(canvas.getByRole('button', { name: t('transfer.toGameSubmit') }));
    await userEvent.click(within(await canvas.findByRole('alertdialog')).getByRole('button', { name: t('common.confirm') }));
    const receipt = await canvas.findByRole('region', { name: t('receipt.transfer') });
    await userEvent.click(within(receipt).getByRole('button', { name: t('ui.receipt.done') }));
    await waitFor(() => expect(args.onClose).toHaveBeenCalledWith(true));
  },
};

/** "Move everything" says how much it gathers before it moves: here PG Soft's 120 into the main wallet. */
export const AllSaysTheAmount: Story = {
  args: { context: { to: 'WALLET' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t('transfer.all') }));
    const confirm = await canvas.findByRole('alertdialog', { name: t('transfer.confirmTitle') });
    await expect(confirm).toHaveTextContent(t('transfer.confirmAll', { amount: '120.00', to: t('transfer.wallet') }));
  },
};

/**
 * Everything moved: its receipt says the figure the server gathered (120.00), even when the wallet
 * the app read before already showed it moved (a tap again after a lost reply, whose move a live
 * push had reloaded) — worked out from "before", it said 0.00.
 */
export const AllReceiptSaysWhatWasGathered: Story = {
  args: { context: { to: 'WALLET' } },
  parameters: {
    msw: [
      http.post('/api/wallet/transferAll', () => {
        transferred = moved('PG', 'WALLET', 120);
        return HttpResponse.json({ ...receipted, amount: 120, wallet: { amount: transferred.wallet.amount } });
      }),
      // The reload before the receipt already counted the move: the home had heard of it.
      http.get('/api/wallet', () => HttpResponse.json(transferred)),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t('transfer.all') }));
    const confirm = await canvas.findByRole('alertdialog', { name: t('transfer.confirmTitle') });
    // A live push reloads the wallet meanwhile: the move is already in it when Confirm is tapped.
    transferred = moved('PG', 'WALLET', 120);
    wallet.snapshot = structuredClone(transferred);
    await userEvent.click(await within(confirm).findByRole('button', { name: t('common.confirm') }));
    const receipt = await within(canvasElement.ownerDocument.body).findByRole('region', { name: t('receipt.transfer') });
    await expect(receipt).toHaveTextContent('120.00');
  },
};

/**
 * "Move everything" got no answer, but the money moved (the wallet, reloaded, shows the games empty):
 * asked again, the question says the 120.00 the lost try gathered, which its reply (the same key)
 * then says, not "Move all balances (0.00)".
 */
let allAnswers = false;
const allKeys: string[] = [];
export const AllAskedAgainAfterALostReply: Story = {
  args: { context: { to: 'WALLET' } },
  beforeEach: () => {
    allAnswers = false;
    allKeys.length = 0;
    transferred = structuredClone(sampleSnapshot);
  },
  parameters: {
    msw: [
      http.post('/api/wallet/transferAll', ({ request }) => {
        const key = request.headers.get('idempotency-key') ?? '';
        if (!allKeys.includes(key)) transferred = moved('PG', 'WALLET', 120);
        allKeys.push(key);
        return allAnswers ? HttpResponse.json({ ...receipted, amount: 120, wallet: { amount: transferred.wallet.amount } }) : HttpResponse.error();
      }),
      http.get('/api/wallet', () => HttpResponse.json(transferred)),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const askAll = async () => {
      await userEvent.click(canvas.getByRole('button', { name: t('transfer.all') }));
      return body.findByRole('alertdialog', { name: t('transfer.confirmTitle') });
    };
    const said = t('transfer.confirmAll', { amount: '120.00', to: t('transfer.wallet') });
    let confirm = await askAll();
    await expect(confirm).toHaveTextContent(said);
    await userEvent.click(within(confirm).getByRole('button', { name: t('common.confirm') }));
    const lost = await findAlertSaying(canvasElement, t('errors.UNANSWERED'));
    await userEvent.click(within(lost).getByRole('button', { name: t('common.ok') }));
    // The sheet keeps saying it: a player who took it for failed might move another amount.
    await expect(canvas.getByRole('note')).toHaveTextContent(t('errors.UNANSWERED'));
    // The push or the home's reload: the games are empty now.
    await reloadWallet();
    await expect(wallet.snapshot?.slots.every((slot) => slot.amount === 0)).toBe(true);
    allAnswers = true;
    confirm = await askAll();
    await expect(confirm).toHaveTextContent(said);
    await userEvent.click(within(confirm).getByRole('button', { name: t('common.confirm') }));
    const receipt = await body.findByRole('region', { name: t('receipt.transfer') });
    await expect(receipt).toHaveTextContent('120.00');
    await expect(new Set(allKeys).size).toBe(1);
    // Answered: nothing of the sheet is left unanswered (a sheet opened now says nothing of it).
    await expect(unansweredIn('')).toBe(false);
  },
};

/** Issue 18: each side's balance under its select, "All" fills the source's balance, more is refused before confirming. */
export const BalancesAllAndOverBalance: Story = {
  parameters: { msw: ok },
  args: { context: { from: 'PG', to: 'WALLET' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: t('transfer.from') })).toHaveAccessibleDescription(containing('transfer.available', { amount: '120.00' }));
    await expect(canvas.getByRole('combobox', { name: startsWith('transfer.to') })).toHaveAccessibleDescription(containing('transfer.destinationBalance', { amount: '500.00' }));
    const amount = canvas.getByRole('textbox', { name: startsWith('transfer.amount') });
    await userEvent.type(amount, '150');
    await userEvent.click(canvas.getByRole('button', { name: t('home.transfer') }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(t('transfer.overBalance', { account: 'PG Soft', amount: '120.00' }));
    await expect(amount).toHaveFocus();
    await expect(canvas.queryByRole('alertdialog')).toBeNull();
    // A round lands while it is shown (the live balance): the refusal says the new figure, as the select does…
    const pg = () => wallet.snapshot!.slots.find((slot) => slot.code === 'PG')!;
    pg().amount = 130.5;
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent(t('transfer.overBalance', { account: 'PG Soft', amount: '130.50' })));
    // …and goes once the balance covers the amount.
    pg().amount = 160;
    await waitFor(() => expect(canvas.queryByRole('alert')).toBeNull());
    pg().amount = 120;
    await userEvent.click(canvas.getByRole('button', { name: t('transfer.fillAll') }));
    await expect(amount).toHaveValue('120.00');
    await expect(canvas.queryByRole('alert')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: t('home.transfer') }));
    const confirm = await canvas.findByRole('alertdialog', { name: t('transfer.confirmTitle') });
    await expect(confirm).toHaveTextContent(t('transfer.confirmOne', { amount: '120.00', from: 'PG Soft', to: t('transfer.wallet') }));
    await userEvent.click(within(confirm).getByRole('button', { name: t('common.confirm') }));
    await canvas.findByRole('region', { name: t('receipt.transfer') });
    await userEvent.click(canvas.getByRole('button', { name: t('ui.receipt.done') }));
    await waitFor(() => expect(args.onClose).toHaveBeenCalledWith(true));
  },
};

/** Wallet → game chosen: each side's balance under its select (screenshot baseline). */
export const WithBalances: Story = {
  args: { context: { from: 'WALLET', to: 'PG' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(t('transfer.available', { amount: '500.00' }))).toBeVisible();
  },
};

/** Scrolled to its end, "All" sits wholly above the sticky action row (it hid the button's last 4 px). */
export const AllClearOfTheActionRow: Story = {
  args: { context: { from: 'WALLET', to: 'PG' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const all = canvas.getByRole('button', { name: t('transfer.fillAll') });
    const row = canvas.getByRole('button', { name: t('home.transfer') }).parentElement!;
    await scrollToEnd(all);
    await expect(pxUnder(all, row)).toBe(0);
  },
};

/** The receipt on its own in the sheet (screenshot baseline). */
export const Receipt: Story = {
  render: () => (
    <Dialog open title={t('transfer.title')} onClose={() => undefined}>
      <TransferReceipt
        result={{ reply: { ...receipted, wallet: { amount: 400 } }, from: 'WALLET', to: 'PG', amount: 100, repliedAt: '2000-01-01T00:00:00.000Z' }}
        onDone={() => undefined}
        onStatement={() => undefined}
      />
    </Dialog>
  ),
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(body.getByRole('heading', { name: t('receipt.transfer') })).toBeVisible();
    // PG Soft's balance after comes from the wallet snapshot, the main wallet's from the reply.
    await expect(body.getByRole('region', { name: t('receipt.transfer') })).toHaveTextContent('400.00');
  },
};

/** The same refusal in Thai, from the wallet to a game, with the source switched after typing. */
export const OverBalanceThai: Story = {
  globals: { locale: 'th' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: /จาก/ }), 'WALLET');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: /ไปยัง/ }), 'PG');
    await expect(canvas.getByText('ยอดที่โยกได้ 500.00 บาท')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: /จำนวนเงิน/ }), '500.01');
    await userEvent.click(canvas.getByRole('button', { name: 'โยกเงิน' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('กระเป๋าหลัก มียอดให้โยกเพียง 500.00 บาท');
  },
};
