import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Amount } from './Amount';

const meta = {
  title: 'UI/Amount',
  component: Amount,
  tags: ['autodocs'],
  args: { value: 1234.5, size: 'md' },
  argTypes: {
    type: { control: 'select', options: [undefined, 'deposit', 'bonus', 'finish_bonus', 'withdraw', 'transfer'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg', 'xl'] },
  },
  decorators: [(Story) => <div style={{ padding: 16 }}><Story /></div>],
} satisfies Meta<typeof Amount>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('1,234.50')).toBeVisible();
  },
};

export const Deposit: Story = {
  args: { value: 500, type: 'deposit' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('+500.00')).toBeVisible();
  },
};

export const Withdraw: Story = {
  args: { value: 300, type: 'withdraw' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('-300.00')).toBeVisible();
  },
};

export const TransferNoSign: Story = {
  args: { value: 250, type: 'transfer' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('250.00')).toBeVisible();
  },
};

export const NegativeColoured: Story = { args: { value: -42.1, coloured: true } };

export const LargeWithCurrency: Story = { args: { value: 98765.4, size: 'xl', currency: '฿' } };

export const Zero: Story = { args: { value: 0 } };
