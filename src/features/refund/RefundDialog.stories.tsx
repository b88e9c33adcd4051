import type { Meta, StoryObj } from '@storybook/react-vite';
import { t } from '../../../.storybook/t';
import { http, HttpResponse } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { RefundCheck } from '../../api/contract';
import { resetMoneyStories, sampleSnapshot, withMoneyHost } from '../../../.storybook/storyHost';
import { wallet } from '../wallet/store';
import { receipted } from '../../../.storybook/fixtures';
import RefundDialog from './RefundDialog';
import { resetRefund } from './store';

const check = (over: Partial<RefundCheck> = {}): RefundCheck => ({
  result: true,
  bonus: false,
  info: '<p>Refund <b>5%</b> of net losses every day.</p>',
  refundAmount: 42.5,
  refundSuccess: 0,
  refundFail: 5,
  balance: 0,
  ...over,
});

// Whether the story's member has received the refund; reset before each story.
let received = false;

const handlers = (first: RefundCheck, after: RefundCheck = first) => {
  return [
    http.get('/api/refund/check', () => HttpResponse.json(received ? after : first)),
    http.get('/api/refund/receive', () => {
      received = true;
      return HttpResponse.json({ message: 'REFUND_SUCCESS', refundAmount: 42.5 });
    }),
    http.get('/api/refund/addWallet', () =>
      HttpResponse.json({ message: 'REFUND_SUCCESS', ...receipted(3), wallet: { amount: 542.5 } }),
    ),
    http.post('/api/refund', async ({ request }) => {
      const { page } = (await request.json()) as { page: number };
      const count = page === 1 ? 10 : 3;
      return HttpResponse.json({
        refunds: Array.from({ length: count }, (_, i) => ({
          _id: `${page}-${i}`,
          refundAmount: (page - 1) * 10 + i + 1,
          createdAt: '2025-03-04T05:06:07.000Z',
        })),
        total: 13,
      });
    }),
  ];
};

const meta = {
  title: 'Features/Refund/RefundDialog',
  component: RefundDialog,
  tags: ['autodocs'],
  decorators: [withMoneyHost],
  parameters: {
    docsFrame: 760,
    msw: handlers(check(), check({ result: false, refundAmount: 0, balance: 42.5 })),
  },
  args: { open: true, onClose: fn() },
  beforeEach: () => {
    received = false;
    resetRefund();
    resetMoneyStories();
  },
} satisfies Meta<typeof RefundDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ReceiveThenAddToWallet: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('42.50')).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('invite.addToWallet') })).toBeDisabled();
    // Off, and the sheet says why: the refund is received first.
    await expect(canvas.getByRole('button', { name: t('invite.addToWallet') })).toHaveAccessibleDescription(t('refund.steps'));
    await userEvent.click(canvas.getByRole('button', { name: t('refund.receive') }));
    await expect(await canvas.findByText(t('refund.received'), {}, { timeout: 4000 })).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('refund.receive') })).toBeDisabled();
    const add = canvas.getByRole('button', { name: t('invite.addToWallet') });
    await waitFor(() => expect(add).toBeEnabled());
    // The next step: focus on it (the pressed Receive is off), drawn as the main button now.
    await waitFor(() => expect(add).toHaveFocus());
    await expect(add).toHaveAttribute('data-variant', 'primary');
    await expect(canvas.queryByText(t('refund.steps'))).toBeNull();
    await userEvent.click(add);
    await userEvent.click(
      within(await canvas.findByRole('alertdialog', { name: t('refund.confirmTitle') })).getByRole('button', {
        name: t('common.confirm'),
      }),
    );
    // Added: the sheet closes on the refund's receipt (issue 18.4), with the wallet after.
    await waitFor(() => expect(args.onClose).toHaveBeenCalledWith(true));
    const receipt = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: t('receipt.open') });
    await expect(within(receipt).getByRole('heading', { name: t('receipt.refund') })).toBeVisible();
    await expect(receipt).toHaveTextContent('542.50');
  },
};

/**
 * "Receive" got no answer, but the server received it: the sheet asks again and shows it received
 * (Add to wallet ready), not the refund still on offer.
 */
export const ReceivedThoughItsReplyWasLost: Story = {
  parameters: {
    msw: [
      http.get('/api/refund/receive', () => {
        received = true;
        return HttpResponse.error();
      }),
      ...handlers(check(), check({ result: false, refundAmount: 0, balance: 42.5 })),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('42.50')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('refund.receive') }));
    await waitFor(() => expect(canvas.getByRole('button', { name: t('invite.addToWallet') })).toBeEnabled(), { timeout: 12_000 });
    await expect(canvas.getByRole('button', { name: t('refund.receive') })).toBeDisabled();
  },
};

export const BonusHeldShowsConditions: Story = {
  parameters: { msw: handlers(check({ bonus: true })) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t('refund.conditions'))).toBeVisible();
    const receive = canvas.getByRole('button', { name: t('refund.receive') });
    await expect(receive).toBeDisabled();
    // Issue 18: the disabled button names its reason, before any tap.
    await expect(receive).toHaveAccessibleDescription(t('refund.conditions'));
  },
};

export const NothingToReceiveAndLogPages: Story = {
  parameters: { msw: handlers(check({ result: false, refundAmount: 0 })) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t('refund.none'))).toBeVisible();
    await userEvent.click(await canvas.findByRole('button', { name: / 2$/ }));
    await expect(await canvas.findByText('13.00')).toBeVisible();
  },
};

// Whether the refund reads answer (the story below cuts them, then brings them back).
let refundReachable = true;
const cutRefund = [
  http.get('/api/refund/check', () => (refundReachable ? undefined : HttpResponse.error())),
  http.post('/api/refund', () => (refundReachable ? undefined : HttpResponse.error())),
  ...handlers(check()),
];

/**
 * No answer for the check or the history: each says it could not load — never "no refund
 * available" or "no refunds yet" — under one Retry, which brings both.
 */
export const NothingThatCannotLoadIsShownAsNone: Story = {
  parameters: { msw: cutRefund },
  beforeEach: () => {
    refundReachable = false;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: t('refund.loadFailed') })).toBeVisible();
    await expect(await canvas.findByRole('heading', { name: t('refund.checkFailed') }, { timeout: 5000 })).toBeVisible();
    await expect(canvas.queryByText(t('refund.empty'))).toBeNull();
    await expect(canvas.queryByText(t('refund.none'))).toBeNull();
    await expect(canvas.getAllByRole('button', { name: t('ui.empty.retry') })).toHaveLength(1);
    refundReachable = true;
    await userEvent.click(canvas.getByRole('button', { name: t('ui.empty.retry') }));
    await expect(await canvas.findByText(t('refund.available'))).toBeVisible();
    await waitFor(() => expect(canvas.queryByRole('heading', { name: t('refund.loadFailed') })).toBeNull());
  },
};

/** What the story's server holds on offer now. */
let onOffer = 7.5;
/**
 * A lost round lands while the sheet is open: the live push reloads the wallet, and the sheet reads
 * its check again — the figure on screen is what Receive pays, not the one from when it opened.
 */
export const RoundLandsWhileOpen: Story = {
  parameters: { msw: [http.get('/api/refund/check', () => HttpResponse.json(check({ refundAmount: onOffer }))), ...handlers(check())] },
  beforeEach: () => {
    onOffer = 7.5;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('7.50')).toBeVisible();
    onOffer = 15;
    // What features/wallet/live.ts does on the round's push.
    wallet.snapshot = { ...sampleSnapshot };
    await expect(await canvas.findByText('15.00')).toBeVisible();
    await expect(canvas.queryByText('7.50')).toBeNull();
  },
};
