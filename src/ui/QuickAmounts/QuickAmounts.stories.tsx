import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { QuickAmounts, type QuickAmountsProps } from './QuickAmounts';
import { qrQuickAmounts } from '../../lib/constants';

const meta = {
  title: 'UI/QuickAmounts',
  component: QuickAmounts,
  tags: ['autodocs'],
  args: { amounts: qrQuickAmounts.KBANK, value: null, onChange: fn(), disabled: false },
  decorators: [(Story) => <div style={{ padding: 16 }}><Story /></div>],
} satisfies Meta<typeof QuickAmounts>;

export default meta;
type Story = StoryObj<typeof meta>;

function Controlled(args: QuickAmountsProps) {
  const [value, setValue] = useState(args.value);
  return <QuickAmounts {...args} value={value} onChange={(amount) => { args.onChange(amount); setValue(amount); }} />;
}

export const Playground: Story = {};

/** Picking a chip selects it; arrow keys move the selection. */
export const Selecting: Story = {
  render: (args) => <Controlled {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: '100' }));
    await expect(args.onChange).toHaveBeenCalledWith(100);
    await expect(canvas.getByRole('radio', { name: '100' })).toBeChecked();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: '500' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(500);
  },
};

export const Selected: Story = { args: { value: 500 } };

/** WW amounts with its minimum of 100. */
export const WithMinimum: Story = {
  args: { amounts: [50, ...qrQuickAmounts.WW], min: 100 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('radio', { name: '50' })).toBeDisabled();
  },
};

export const Disabled: Story = {
  args: { disabled: true, value: 20 },
  play: async ({ canvasElement, args }) => {
    for (const radio of within(canvasElement).getAllByRole('radio')) await expect(radio).toBeDisabled();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};
