import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { startsWith, t } from '../../../.storybook/t';
import { BankMark } from '../BankMark';
import { StatusBadge } from '../StatusBadge';
import { Receipt } from './Receipt';

const time = '2026-11-24T08:15:00.000Z';

const meta = {
  title: 'UI/Receipt',
  component: Receipt,
  tags: ['autodocs'],
  args: {
    title: 'Transfer complete',
    amount: 500,
    type: 'transfer',
    reference: 'TX00001024',
    time,
    copy: fn(async () => true),
    onDone: fn(),
    onStatement: fn(),
  },
  argTypes: { copy: { control: false } },
  decorators: [(Story) => <div style={{ padding: 16, maxWidth: 420 }}><Story /></div>],
} satisfies Meta<typeof Receipt>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A transfer: from, to, and both balances after. */
export const Transfer: Story = {
  render: (args) => (
    <Receipt
      {...args}
      title={t('receipt.transfer')}
      status={<StatusBadge tone="success" label={t('statement.status.success')} />}
      lines={[
        { label: t('receipt.from'), value: t('transfer.wallet') },
        { label: t('receipt.to'), value: 'Joker Gaming' },
      ]}
      balances={[
        { label: t('transfer.wallet'), amount: 1500 },
        { label: 'Joker Gaming', amount: 620.5 },
      ]}
    />
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const heading = canvas.getByRole('heading', { name: t('receipt.transfer') });
    // The outcome takes focus: the form it replaced is gone.
    await waitFor(() => expect(heading).toHaveFocus());
    await expect(canvas.getByRole('region', { name: t('receipt.transfer') })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: t('ui.receipt.reference') })).toHaveValue('TX00001024');
    await userEvent.click(canvas.getByRole('button', { name: startsWith('ui.copy.button') }));
    await expect(args.copy).toHaveBeenCalledWith('TX00001024');
    await expect(canvas.getByRole('heading', { name: t('ui.receipt.balancesAfter') })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('ui.receipt.done') }));
    await expect(args.onDone).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: t('ui.receipt.statement') }));
    await expect(args.onStatement).toHaveBeenCalled();
  },
};

/** A withdrawal waits on the bank: a clock, the masked destination and the fee. */
export const WithdrawPending: Story = {
  args: { amount: 1000, type: 'withdraw', tone: 'pending', doneInHost: true },
  render: (args) => (
    <Receipt
      {...args}
      title={t('receipt.withdraw')}
      status={<StatusBadge tone="warning" label={t('statement.status.pending')} pulse />}
      lines={[
        {
          label: t('receipt.destination'),
          value: (
            <span style={{ display: 'inline-flex', gap: 8, alignItems: 'center' }}>
              <BankMark code="KBANK" />
              <span>KBank · xxx-xxx-7890</span>
            </span>
          ),
        },
        { label: t('receipt.holder'), value: 'SOMCHAI JAIDEE' },
        { label: t('receipt.fee'), value: t('receipt.noFee') },
      ]}
      balances={[{ label: t('transfer.wallet'), amount: 250 }]}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: t('receipt.withdraw') })).toBeVisible();
    await expect(canvas.getByText('xxx-xxx-7890', { exact: false })).toBeVisible();
    await expect(canvas.getByText(t('statement.status.pending'))).toBeVisible();
  },
};

/** A deposit: plus sign, the channel, no actions. */
export const DepositReceived: Story = {
  args: { amount: 300, type: 'deposit', onStatement: undefined },
  render: (args) => (
    <Receipt
      {...args}
      title={t('receipt.deposit')}
      lines={[{ label: t('receipt.via'), value: t('statement.place.QR') }]}
      balances={[{ label: t('ui.balanceCard.total'), amount: 2300 }]}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: t('receipt.deposit') })).toBeVisible();
    await expect(canvasElement.textContent).toContain('+');
  },
};
