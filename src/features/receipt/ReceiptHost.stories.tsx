import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { receipted } from '../../../.storybook/fixtures';
import { t } from '../../../.storybook/t';
import ReceiptHost from './ReceiptHost';
import { closeReceipt, receipts, showReward } from './store';

const meta = {
  title: 'Features/Receipt/ReceiptHost',
  component: ReceiptHost,
  tags: ['autodocs'],
  parameters: { docsFrame: 700 },
  beforeEach: () => closeReceipt(),
} satisfies Meta<typeof ReceiptHost>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Shows a reward's receipt as its feature does after the server's reply; texts are read when the
 * story renders, so they follow the toolbar's locale.
 */
const showing =
  (reward: () => Parameters<typeof showReward>[0]): Decorator =>
  (Story) => {
    showReward(reward());
    return <Story />;
  };

const receiptDialog = (canvasElement: HTMLElement) =>
  within(canvasElement.ownerDocument.body).findByRole('dialog', { name: t('receipt.open') });

/** A coupon claimed on the wheel page: the prize, the reference, the wallet after (issue 18.4). */
export const CouponReceived: Story = {
  decorators: [
    showing(() => ({
      title: t('receipt.coupon'),
      amount: 50,
      reply: { ...receipted(5), wallet: { amount: 550 } },
      lines: [{ label: t('receipt.prize'), value: '50 ฿ · Lucky Wheel' }],
      walletLabel: t('transfer.wallet'),
    })),
  ],
  play: async ({ canvasElement }) => {
    const dialog = await receiptDialog(canvasElement);
    await expect(within(dialog).getByRole('heading', { name: t('receipt.coupon') })).toBeVisible();
    await expect(dialog).toHaveTextContent('+50.00');
    await userEvent.click(within(dialog).getByRole('button', { name: t('ui.receipt.done') }));
    await waitFor(() => expect(receipts.shown).toBeNull());
  },
};

/** A bonus received: its code and the wallet after. */
export const BonusReceived: Story = {
  decorators: [
    showing(() => ({
      title: t('receipt.bonus'),
      amount: 100,
      reply: { ...receipted(31), wallet: { amount: 600 } },
      lines: [{ label: t('statement.type.bonus'), value: 'WELCOME100' }],
      walletLabel: t('transfer.wallet'),
    })),
  ],
  play: async ({ canvasElement }) => {
    const dialog = await receiptDialog(canvasElement);
    await expect(within(dialog).getByRole('textbox', { name: t('ui.receipt.reference') })).toHaveValue('TX00000031');
  },
};

/** The received refund added to the wallet: no lines, the wallet after. */
export const RefundReceived: Story = {
  decorators: [
    showing(() => ({
      title: t('receipt.refund'),
      amount: 42.5,
      reply: { ...receipted(3), wallet: { amount: 542.5 } },
      lines: [],
      walletLabel: t('transfer.wallet'),
    })),
  ],
  play: async ({ canvasElement }) => {
    const dialog = await receiptDialog(canvasElement);
    await expect(within(dialog).getByRole('heading', { name: t('receipt.refund') })).toBeVisible();
    await expect(dialog).toHaveTextContent('+42.50');
    await expect(dialog).toHaveTextContent('542.50');
    await expect(within(dialog).getByRole('textbox', { name: t('ui.receipt.reference') })).toHaveValue('TX00000003');
  },
};

/** The invite bonus added to the wallet (from the home or the invite sheet). */
export const InviteBonusReceived: Story = {
  decorators: [
    showing(() => ({
      title: t('receipt.invite'),
      amount: 35,
      reply: { ...receipted(9), wallet: { amount: 535 } },
      lines: [],
      walletLabel: t('transfer.wallet'),
    })),
  ],
  play: async ({ canvasElement }) => {
    const dialog = await receiptDialog(canvasElement);
    await expect(within(dialog).getByRole('heading', { name: t('receipt.invite') })).toBeVisible();
    await expect(dialog).toHaveTextContent('+35.00');
    await expect(within(dialog).getByRole('textbox', { name: t('ui.receipt.reference') })).toHaveValue('TX00000009');
  },
};
