import type { Meta, StoryObj } from '@storybook/react-vite';
import { startsWith, storyLanguage, t } from '../../../.storybook/t';
import { http, HttpResponse } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { resetMoneyStories, sampleSnapshot, withMoneyHost } from '../../../.storybook/storyHost';
import { findAlertSaying } from '../../../.storybook/alerts';
import type { DecisionStatus, StatementEntry, WithdrawReply } from '../../api/contract';
import { Dialog } from '../../ui/Dialog';
import { handleBack } from '../../lib/back-stack';
import { formatAmount } from '../../lib/money';
import { reloadWallet, wallet as walletStore } from '../wallet/store';
import { resetWithdraw } from './store';
import WithdrawDialog from './WithdrawDialog';
import { WithdrawReceipt } from './WithdrawReceipt';
import { WithdrawReview } from './WithdrawReview';

const limits = http.get('/api/lookup/withdraw', () => HttpResponse.json({ withdrawMin: 100, withdrawMax: 50000 }));
const reply = (amount: number, wallet: number): WithdrawReply => ({
  transactionId: '1024',
  reference: 'TX00001024',
  createdAt: '2026-11-24T08:15:00.000Z',
  withdrawalId: '77',
  status: 'PENDING',
  amount,
  wallet: { amount: wallet },
});
const accepted = (path: string) =>
  http.post(path, async ({ request }) => {
    if (!request.headers.get('Idempotency-Key')) return HttpResponse.json({ message: 'KEY_MISSING' }, { status: 400 });
    const body = (await request.json()) as { amount?: number };
    const amount = body.amount ?? 620;
    return HttpResponse.json(reply(amount, 500 - Math.min(amount, 500)));
  });
/** GET /api/bonus/check/minimum: no bonus held (or its turnover reached), or a held one still short of it. */
const turnover = (reached: boolean) =>
  http.get('/api/bonus/check/minimum', () => HttpResponse.json({ status: reached, turnover: reached ? 0 : 120, requiredTurnover: reached ? 0 : 300 }));
// The home behind the sheet reloads at once after the withdrawal.
const reloaded = http.get('/api/wallet', () => HttpResponse.json({ ...sampleSnapshot, wallet: { amount: 350 } }));

const meta = {
  title: 'Features/Withdraw/WithdrawDialog',
  component: WithdrawDialog,
  tags: ['autodocs'],
  decorators: [withMoneyHost],
  parameters: {
    docsFrame: 640,
    msw: [limits, turnover(true), accepted('/api/wallet/withdraw'), accepted('/api/wallet/withdrawAll'), reloaded],
  },
  args: { open: true, onClose: fn() },
  beforeEach: () => {
    resetWithdraw();
    resetMoneyStories();
  },
} satisfies Meta<typeof WithdrawDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const limitsHint = () => t('withdraw.limits', { min: '100.00', max: '50,000.00' });

/** The player types 150 once the limits are known, and asks to withdraw it: the review step. */
async function reviewOf150(canvas: ReturnType<typeof within>): Promise<void> {
  await canvas.findByText(limitsHint());
  await userEvent.type(canvas.getByRole('textbox', { name: startsWith('withdraw.amount') }), '150');
  await userEvent.click(canvas.getByRole('button', { name: t('withdraw.submit') }));
}

export const TotalIsWalletPlusActiveGames: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('620.00')).toBeVisible();
    await expect(await canvas.findByText(limitsHint())).toBeVisible();
  },
};

/** A held bonus short of its turnover: said before any amount is typed, and neither way to withdraw can start. */
export const HeldBonusSaysSoFirst: Story = {
  parameters: { msw: [limits, turnover(false), accepted('/api/wallet/withdraw'), accepted('/api/wallet/withdrawAll'), reloaded] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const note = await canvas.findByRole('note');
    await expect(note).toHaveTextContent(t('withdraw.bonusHeld'));
    await expect(within(note).getByRole('button', { name: t('withdraw.bonusLink') })).toBeVisible();
    const submit = canvas.getByRole('button', { name: t('withdraw.submit') });
    await expect(submit).toBeDisabled();
    await expect(submit).toHaveAccessibleDescription(startsWith('withdraw.bonusHeld'));
    await expect(canvas.getByRole('button', { name: t('withdraw.all', { amount: '620.00' }) })).toBeDisabled();
  },
};

/** Claimed wheel prizes still to play through (the wallet says how much): said first, both ways to withdraw off. */
export const PrizesToPlayThroughSaidFirst: Story = {
  beforeEach: () => {
    walletStore.snapshot!.wallet.prizeTurnoverDue = 20;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const note = await canvas.findByRole('note');
    await expect(note).toHaveTextContent(t('withdraw.prizeDue', { amount: '20.00' }));
    const submit = canvas.getByRole('button', { name: t('withdraw.submit') });
    await expect(submit).toBeDisabled();
    await expect(submit).toHaveAccessibleDescription(t('withdraw.prizeDue', { amount: '20.00' }));
    await expect(canvas.getByRole('button', { name: t('withdraw.all', { amount: '620.00' }) })).toBeDisabled();
  },
};

/** The wallet read before a prize was claimed elsewhere: Confirm is refused (PRIZE_TURNOVER), and the sheet, back on the amount, says why. */
export const PrizesRefusedAtConfirmAreSaidOnTheAmount: Story = {
  parameters: {
    msw: [
      limits,
      turnover(true),
      http.post('/api/wallet/withdraw', () => HttpResponse.json({ message: 'PRIZE_TURNOVER' }, { status: 400 })),
      http.get('/api/wallet', () => HttpResponse.json({ ...sampleSnapshot, wallet: { amount: 380, prizeTurnoverDue: 35 } })),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await reviewOf150(canvas);
    await userEvent.click(await canvas.findByRole('button', { name: t('withdraw.confirm') }));
    const refused = await within(canvasElement.ownerDocument.body).findByRole('alertdialog', { name: t('common.error') });
    await expect(refused).toHaveTextContent(t('errors.PRIZE_TURNOVER'));
    await userEvent.click(within(refused).getByRole('button', { name: t('common.ok') }));
    // Not the review with a Confirm to be refused again: the amount, kept, with what holds it back.
    await expect(await canvas.findByRole('note')).toHaveTextContent(t('withdraw.prizeDue', { amount: '35.00' }));
    await expect(canvas.getByRole('textbox', { name: startsWith('withdraw.amount') })).toHaveValue('150');
    await expect(canvas.getByRole('button', { name: t('withdraw.submit') })).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: t('withdraw.confirm') })).toBeNull();
  },
};

export const BelowMinAndAboveMax: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText(limitsHint());
    const field = canvas.getByRole('textbox', { name: startsWith('withdraw.amount') });
    await userEvent.type(field, '50');
    await userEvent.click(canvas.getByRole('button', { name: t('withdraw.submit') }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(t('withdraw.min', { amount: '100.00' }));
    await userEvent.clear(field);
    await userEvent.type(field, '60000');
    await userEvent.click(canvas.getByRole('button', { name: t('withdraw.submit') }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(t('withdraw.max', { amount: '50,000.00' }));
    // Nothing was sent: a refused amount never reaches the review.
    await expect(canvas.queryByRole('button', { name: t('withdraw.confirm') })).toBeNull();
  },
};

/**
 * More than the main wallet holds (500.00; 620.00 with the games) is refused before the review,
 * pointing at "Withdraw everything", which then offers the whole 620.00.
 */
export const AboveMainWallet: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText(limitsHint());
    await userEvent.type(canvas.getByRole('textbox', { name: startsWith('withdraw.amount') }), '600');
    await userEvent.click(canvas.getByRole('button', { name: t('withdraw.submit') }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(t('withdraw.overWallet', { amount: '500.00' }));
    await expect(canvas.queryByRole('button', { name: t('withdraw.confirm') })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: t('withdraw.all', { amount: '620.00' }) }));
    await expect(await canvas.findByRole('button', { name: t('withdraw.confirm') })).toBeVisible();
  },
};

/**
 * More than the main wallet holds, with nothing in the games: the refusal says what the wallet
 * holds and points nowhere ("Withdraw everything" would bring no more).
 */
export const AboveMainWalletWithNoGameBalance: Story = {
  beforeEach: () => {
    for (const slot of walletStore.snapshot?.slots ?? []) slot.amount = 0;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText(limitsHint());
    await userEvent.type(canvas.getByRole('textbox', { name: startsWith('withdraw.amount') }), '600');
    await userEvent.click(canvas.getByRole('button', { name: t('withdraw.submit') }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(t('withdraw.overBalance', { amount: '500.00' }));
    await expect(canvas.getByRole('alert')).not.toHaveTextContent(t('withdraw.overWallet', { amount: '500.00' }));
  },
};

/** Amount → where the money goes (bank, masked account, holder, fee) → confirm → receipt. */
let withdrawPosts = 0;

/**
 * A double tap on Withdraw: the second tap lands on Confirm, which takes no press for a moment
 * (lib/useArmed), so no money leaves before the player has seen where it goes; one on "Withdraw
 * everything" lands on "Change amount", which waits the same moment, so the review stays.
 */
export const DoubleTapStopsAtTheReview: Story = {
  parameters: {
    armDelayMs: 400,
    msw: [
      limits,
      turnover(true),
      http.post('/api/wallet/withdraw', () => {
        withdrawPosts += 1;
        return HttpResponse.json(reply(150, 350));
      }),
      reloaded,
    ],
  },
  beforeEach: () => {
    withdrawPosts = 0;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await reviewOf150(canvas);
    const confirm = canvas.getByRole('button', { name: t('withdraw.confirm') });
    await expect(confirm).toBeDisabled();
    await userEvent.click(confirm);
    await expect(withdrawPosts).toBe(0);
    // "Change amount" sits where "Withdraw everything" was: a double tap there keeps the review too.
    const edit = canvas.getByRole('button', { name: t('withdraw.edit') });
    await userEvent.click(edit);
    await expect(canvas.getByText(t('withdraw.review'))).toBeVisible();
    await waitFor(() => expect(confirm).toBeEnabled());
    await userEvent.click(confirm);
    await canvas.findByRole('region', { name: t('receipt.withdraw') });
    await expect(withdrawPosts).toBe(1);
  },
};

export const ReviewThenReceipt: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await reviewOf150(canvas);
    await expect(await canvas.findByText(t('withdraw.review'))).toBeVisible();
    // The amount's form is gone: focus is on the review, not lost to the page.
    await waitFor(() => expect(canvas.getByRole('group', { name: t('withdraw.review') })).toContainElement(document.activeElement as HTMLElement));
    // Only the last four digits are on screen; a screen reader hears the ending, not "x x x".
    await expect(canvas.getByLabelText(t('receipt.accountEnding', { digits: '4567' }))).toHaveTextContent('xxx-xxx-4567');
    await expect(canvasElement.textContent).not.toContain('4021234567');
    await expect(canvas.getByText('SOMCHAI TEST')).toBeVisible();
    await expect(canvas.getByText(t('receipt.noFee'))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('withdraw.confirm') }));
    const receipt = await canvas.findByRole('region', { name: t('receipt.withdraw') });
    await expect(within(receipt).getByRole('textbox', { name: t('ui.receipt.reference') })).toHaveValue('TX00001024');
    await expect(within(receipt).getByText(t('statement.status.pending'))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('ui.receipt.done') }));
    await waitFor(() => expect(args.onClose).toHaveBeenCalledWith(true));
  },
};

/** What the payout provider decided so far: the statement's entry for TX00001024 and the wallet it leaves. */
const payout = { status: 'PENDING' as DecisionStatus, wallet: 350 };
const payoutEntry = (): StatementEntry => ({
  _id: 'tx:1024',
  statementType: 'withdraw',
  status: payout.status,
  from: 'WALLET',
  to: 'BANK',
  amount: 150,
  createdAt: '2026-11-24T08:15:00.000Z',
  reference: 'TX00001024',
});
const decidedLater = (status: DecisionStatus, wallet: number): Story => ({
  parameters: {
    msw: [
      limits,
      accepted('/api/wallet/withdraw'),
      http.post('/api/statement', () => HttpResponse.json({ total: 1, statements: [payoutEntry()] })),
      http.get('/api/wallet', () => HttpResponse.json({ ...sampleSnapshot, wallet: { amount: payout.wallet } })),
    ],
  },
  beforeEach: () => {
    payout.status = 'PENDING';
    payout.wallet = 350;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await reviewOf150(canvas);
    await userEvent.click(await canvas.findByRole('button', { name: t('withdraw.confirm') }));
    const receipt = await canvas.findByRole('region', { name: t('receipt.withdraw') });
    await expect(within(receipt).getByText(t('statement.status.pending'))).toBeVisible();
    await expect(receipt).toHaveAttribute('data-tone', 'pending');
    // The operator decides; the server pings the member's room and the home reloads the wallet
    // (features/wallet/live.ts), which is all the open receipt needs: well before its slow poll.
    payout.status = status;
    payout.wallet = wallet;
    await reloadWallet();
    const outcome = status === 'SUCCESS' ? 'success' : 'failed';
    await waitFor(() => expect(receipt).toHaveAttribute('data-tone', outcome), { timeout: 2000 });
    // Its title says the decision too, not "requested" under a tick or a cross.
    await expect(receipt).toHaveAccessibleName(t(status === 'SUCCESS' ? 'receipt.withdrawPaid' : 'receipt.withdrawNotPaid'));
    await expect(within(receipt).getByText(t(`statement.status.${outcome}`))).toBeVisible();
    await expect(within(receipt).queryByText(t('statement.status.pending'))).toBeNull();
    await expect(within(receipt).queryByText(t('receipt.pendingNote'))).toBeNull();
    // The line under the badge says where the money is once refused; none once paid.
    const refused = within(receipt).queryByText(t('receipt.withdrawRefused'));
    await (status === 'FAILED' ? expect(refused).toBeVisible() : expect(refused).toBeNull());
    // A refused amount is struck through and quiet, as in the statement: "-150.00" in red read as money lost.
    // The figure only: through the unit beside it the line read as an underline.
    const figure = within(receipt).getByText(/150\.00/);
    await expect(getComputedStyle(figure).textDecorationLine).toBe(status === 'FAILED' ? 'line-through' : 'none');
    const amount = figure.closest('[data-tone]') as HTMLElement;
    await expect(getComputedStyle(amount).textDecorationLine).toBe('none');
    // Balances now: the wallet after the decision (a refusal brings the 150.00 back, once reloaded).
    await expect(await within(receipt).findByText(formatAmount(wallet, storyLanguage()))).toBeVisible();
  },
});

/** Paid while its receipt is open (issue 18.3): the receipt turns from "in progress" to a tick and "success". */
export const PaidWhileOpen: Story = decidedLater('SUCCESS', 350);

/** Refused while its receipt is open: a cross and "failed", where the money is, and the wallet with it back. */
export const RefusedWhileOpen: Story = decidedLater('FAILED', 500);

/**
 * "Change amount" goes back to the form with the amount kept and in focus (the review's buttons are
 * gone: a reader goes on from the field, and the tap brings the keyboard back); nothing is sent.
 */
export const ChangeAmountFromReview: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await reviewOf150(canvas);
    await userEvent.click(await canvas.findByRole('button', { name: t('withdraw.edit') }));
    const amount = canvas.getByRole('textbox', { name: startsWith('withdraw.amount') });
    await expect(amount).toHaveValue('150');
    await waitFor(() => expect(amount).toHaveFocus());
  },
};

/**
 * Back on the review (Telegram's button, the browser's: both ask lib/back-stack) returns to the
 * amount with it kept, as "Change amount" does; the sheet stays open. Back again closes it.
 */
export const BackFromReviewKeepsAmount: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await canvas.findByText(limitsHint());
    await userEvent.type(canvas.getByRole('textbox', { name: startsWith('withdraw.amount') }), '150');
    await userEvent.click(canvas.getByRole('button', { name: t('withdraw.submit') }));
    await canvas.findByRole('button', { name: t('withdraw.confirm') });
    await expect(handleBack()).toBe(true);
    const amount = await canvas.findByRole('textbox', { name: startsWith('withdraw.amount') });
    await expect(amount).toHaveValue('150');
    await waitFor(() => expect(amount).toHaveFocus());
    await expect(canvas.queryByRole('button', { name: t('withdraw.confirm') })).toBeNull();
    await expect(args.onClose).not.toHaveBeenCalled();
    // On the amount step (once the step's handler is gone, after the render), back is the sheet's own: it closes.
    await waitFor(() => {
      handleBack();
      expect(args.onClose).toHaveBeenCalledWith(false);
    });
  },
};

export const WithdrawAll: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText(limitsHint());
    await userEvent.click(canvas.getByRole('button', { name: t('withdraw.all', { amount: '620.00' }) }));
    await expect(await canvas.findByText(t('withdraw.allNote'))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('withdraw.confirm') }));
    const receipt = await canvas.findByRole('region', { name: t('receipt.withdraw') });
    await expect(receipt).toHaveTextContent('620.00');
  },
};

/** "Withdraw all (620.00)" reviewed and confirmed, as a player does it: the sheet's and the page's queries. */
async function confirmWithdrawAll(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const page = within(canvasElement.ownerDocument.body);
  await canvas.findByText(limitsHint());
  // Found, not got: its figure is the total, which follows the wallet's load (on a loaded machine after the limits).
  await userEvent.click(await canvas.findByRole('button', { name: t('withdraw.all', { amount: '620.00' }) }));
  await canvas.findByText(t('withdraw.allNote'));
  await userEvent.click(canvas.getByRole('button', { name: t('withdraw.confirm') }));
  return { canvas, page };
}

/**
 * "Withdraw all" under review, and meanwhile 240 leaves from another device: Confirm is refused
 * (not enough), the wallet is asked again, and the review shows — and Confirm then sends — the new total.
 */
export const WithdrawAllFollowsTheTotal: Story = {
  parameters: {
    msw: [
      limits,
      turnover(true),
      http.get('/api/wallet', () =>
        HttpResponse.json({ ...sampleSnapshot, wallet: { amount: 380 }, slots: sampleSnapshot.slots.map((slot) => ({ ...slot, amount: 0 })) }),
      ),
      http.post('/api/wallet/withdrawAll', async ({ request }) => {
        const { amount } = (await request.json()) as { amount: number };
        return amount === 620 ? HttpResponse.json({ message: 'MONEY_NOT_ENOUGH' }, { status: 400 }) : HttpResponse.json(reply(amount, 0));
      }),
    ],
  },
  play: async ({ canvasElement }) => {
    const { canvas, page } = await confirmWithdrawAll(canvasElement);
    const refused = await page.findByRole('alertdialog', { name: t('common.error') });
    await expect(refused).toHaveTextContent(t('errors.MONEY_NOT_ENOUGH'));
    await userEvent.click(within(refused).getByRole('button', { name: t('common.ok') }));
    // The review (its heading line, the amount, the note) now says the new total.
    await waitFor(() => expect(canvas.getByText(t('withdraw.review')).parentElement).toHaveTextContent('380.00'));
    // With its unit, as the receipt says it.
    await expect(canvas.getByText(t('withdraw.review')).parentElement).toHaveTextContent(t('ui.receipt.unit'));
    await userEvent.click(canvas.getByRole('button', { name: t('withdraw.confirm') }));
    const receipt = await canvas.findByRole('region', { name: t('receipt.withdraw') });
    await expect(receipt).toHaveTextContent('380.00');
  },
};

/**
 * "Withdraw all" got no answer, but the server withdrew (the wallet, read again, holds 0): the review
 * keeps its 620.00 rather than vanishing with the total, and Confirm gets that withdrawal's receipt.
 */
let allAnswers = false;
let allWithdrawn = false;
const allKeys: string[] = [];
export const WithdrawAllAnsweredAfterALostReply: Story = {
  beforeEach: () => {
    allAnswers = false;
    allWithdrawn = false;
    allKeys.length = 0;
  },
  parameters: {
    msw: [
      limits,
      turnover(true),
      http.get('/api/wallet', () =>
        HttpResponse.json(
          allWithdrawn ? { ...sampleSnapshot, wallet: { amount: 0 }, slots: sampleSnapshot.slots.map((slot) => ({ ...slot, amount: 0 })) } : sampleSnapshot,
        ),
      ),
      http.post('/api/wallet/withdrawAll', ({ request }) => {
        allKeys.push(request.headers.get('Idempotency-Key') ?? '');
        allWithdrawn = true;
        return allAnswers ? HttpResponse.json(reply(620, 0)) : HttpResponse.error();
      }),
    ],
  },
  play: async ({ canvasElement }) => {
    const { canvas } = await confirmWithdrawAll(canvasElement);
    const lost = await findAlertSaying(canvasElement, t('errors.UNANSWERED'));
    await userEvent.click(within(lost).getByRole('button', { name: t('common.ok') }));
    await reloadWallet();
    await expect(walletStore.snapshot?.wallet.amount).toBe(0);
    // Still the review of 620.00, ready to ask again, and saying why.
    await expect(canvas.getByText(t('withdraw.review')).parentElement).toHaveTextContent('620.00');
    await expect(canvas.getByText(t('withdraw.askedAgain'))).toBeVisible();
    // Back on the form, "withdraw all" still asks the 620.00, not the 0.00 the lost withdrawal left.
    await userEvent.click(canvas.getByRole('button', { name: t('withdraw.edit') }));
    await userEvent.click(await canvas.findByRole('button', { name: t('withdraw.all', { amount: '620.00' }) }));
    allAnswers = true;
    await userEvent.click(canvas.getByRole('button', { name: t('withdraw.confirm') }));
    const receipt = await canvas.findByRole('region', { name: t('receipt.withdraw') });
    await expect(receipt).toHaveTextContent('620.00');
    await expect(new Set(allKeys).size).toBe(1);
  },
};

/** A slow answer to the one tap is waited for, not called lost: nothing says "it may have gone through" while it is out. */
let answerWithdrawal: () => void = () => undefined;
export const SlowAnswerIsNotALostOne: Story = {
  parameters: {
    msw: [
      limits,
      turnover(true),
      http.post('/api/wallet/withdraw', async () => {
        await new Promise<void>((resolve) => (answerWithdrawal = resolve));
        return HttpResponse.json(reply(150, 470));
      }),
      // The open receipt reads the wallet for the decision: an unanswered read left a broken wallet to the next story.
      reloaded,
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await reviewOf150(canvas);
    const confirm = await canvas.findByRole('button', { name: t('withdraw.confirm') });
    await userEvent.click(confirm);
    await waitFor(() => expect(confirm).toHaveAttribute('aria-busy', 'true'));
    await expect(canvas.queryByText(t('errors.UNANSWERED'))).toBeNull();
    await expect(canvas.queryByRole('note')).toBeNull();
    answerWithdrawal();
    await expect(await canvas.findByRole('region', { name: t('receipt.withdraw') })).toHaveTextContent('150.00');
    await expect(canvas.queryByText(t('errors.UNANSWERED'))).toBeNull();
  },
};

/**
 * 150 got no answer: its review, and the form after "Change amount", say it may have gone through;
 * another amount's review does not (it is a new withdrawal, not the lost one's answer).
 */
export const LostTrySaidOnlyForItself: Story = {
  parameters: { msw: [limits, turnover(true), http.post('/api/wallet/withdraw', () => HttpResponse.error())] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await reviewOf150(canvas);
    await userEvent.click(await canvas.findByRole('button', { name: t('withdraw.confirm') }));
    const lost = await findAlertSaying(canvasElement, t('errors.UNANSWERED'));
    await userEvent.click(within(lost).getByRole('button', { name: t('common.ok') }));
    await expect(canvas.getByRole('note')).toHaveTextContent(t('errors.UNANSWERED'));
    await userEvent.click(canvas.getByRole('button', { name: t('withdraw.edit') }));
    await expect(await canvas.findByRole('note')).toHaveTextContent(t('errors.UNANSWERED'));
    const amount = canvas.getByRole('textbox', { name: startsWith('withdraw.amount') });
    await userEvent.clear(amount);
    await userEvent.type(amount, '200');
    await userEvent.click(canvas.getByRole('button', { name: t('withdraw.submit') }));
    await canvas.findByRole('button', { name: t('withdraw.confirm') });
    await expect(canvas.getByText(t('withdraw.review')).parentElement).toHaveTextContent('200.00');
    await expect(canvas.queryByRole('note')).toBeNull();
  },
};

/** "Withdraw all (0.00)" with nothing anywhere says there is nothing to withdraw, not "enter an amount". */
export const WithdrawAllWithNothing: Story = {
  beforeEach: () => {
    if (walletStore.snapshot) walletStore.snapshot.wallet.amount = 0;
    for (const slot of walletStore.snapshot?.slots ?? []) slot.amount = 0;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText(limitsHint());
    await userEvent.click(canvas.getByRole('button', { name: t('withdraw.all', { amount: '0.00' }) }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(t('withdraw.nothing'));
    await expect(canvas.queryByText(t('withdraw.allNote'))).toBeNull();
  },
};

export const ServerErrorInModal: Story = {
  parameters: {
    msw: [limits, http.post('/api/wallet/withdraw', () => HttpResponse.json({ message: 'BONUS_REMAINING' }, { status: 400 }))],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await reviewOf150(canvas);
    await userEvent.click(await canvas.findByRole('button', { name: t('withdraw.confirm') }));
    await expect(await canvas.findByRole('alertdialog', { name: t('common.error') })).toHaveTextContent(t('errors.BONUS_REMAINING'));
  },
};

/** A kip wallet (the Laos build, issue 19.3): whole kip, no decimals, "kip" in the texts; a fraction is refused. */
export const InKip: Story = {
  beforeEach: () => {
    resetMoneyStories('LAK');
    return () => resetMoneyStories();
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('620')).toBeVisible();
    await expect(await canvas.findByText(t('withdraw.limits', { min: '100', max: '50,000' }))).toBeVisible();
    await expect(t('withdraw.limits', { min: '1', max: '2' })).toContain(t('money.unit.LAK'));
    await userEvent.type(canvas.getByRole('textbox', { name: startsWith('withdraw.amount') }), '150.5');
    await userEvent.click(canvas.getByRole('button', { name: t('withdraw.submit') }));
    // Said for what it is: kip has no decimals (not "enter an amount").
    await expect(await canvas.findByRole('alert')).toHaveTextContent(t('money.wholeKip'));
  },
};

/** The review step on its own in the sheet (screenshot baseline). */
export const Review: Story = {
  render: () => (
    <Dialog open title={t('withdraw.title')} onClose={() => undefined}>
      <WithdrawReview amount={150} account={sampleSnapshot.bankAccount} everything={false} />
    </Dialog>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement.ownerDocument.body).getByText('xxx-xxx-4567')).toBeVisible();
  },
};

/** The receipt on its own in the sheet (screenshot baseline). */
export const Receipt: Story = {
  render: () => (
    <Dialog open title={t('withdraw.title')} onClose={() => undefined}>
      <WithdrawReceipt result={reply(150, 350)} account={sampleSnapshot.bankAccount} onDone={() => undefined} onStatement={() => undefined} />
    </Dialog>
  ),
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(body.getByRole('heading', { name: t('receipt.withdraw') })).toBeVisible();
    await expect(body.getByRole('button', { name: t('ui.receipt.statement') })).toBeVisible();
  },
};
