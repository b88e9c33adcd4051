import type { Meta, StoryObj } from '@storybook/react-vite';
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

/** A coupon claimed on the wheel page: the prize, the reference, the wallet after (issue 18.4). */
export const CouponReceived: Story = {
  decorators: [
    (Story) => {
      showReward({
        title: t('receipt.coupon'),
        amount: 50,
        reply: { ...receipted(5), wallet: { amount: 550 } },
        lines: [{ label: t('receipt.prize'), value: '50 ฿ · Lucky Wheel' }],
        walletLabel: t('transfer.wallet'),
      });
      return <Story />;
    },
  ],
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: t('receipt.open') });
    await expect(within(dialog).getByRole('heading', { name: t('receipt.coupon') })).toBeVisible();
    await expect(dialog).toHaveTextContent('+50.00');
    await userEvent.click(within(dialog).getByRole('button', { name: t('ui.receipt.done') }));
    await waitFor(() => expect(receipts.shown).toBeNull());
  },
};

/** A bonus received: its code and the wallet after. */
export const BonusReceived: Story = {
  decorators: [
    (Story) => {
      showReward({
        title: t('receipt.bonus'),
        amount: 100,
        reply: { ...receipted(31), wallet: { amount: 600 } },
        lines: [{ label: t('statement.type.bonus'), value: 'WELCOME100' }],
        walletLabel: t('transfer.wallet'),
      });
      return <Story />;
    },
  ],
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: t('receipt.open') });
    await expect(within(dialog).getByRole('textbox', { name: t('ui.receipt.reference') })).toHaveValue('TX00000031');
  },
};
