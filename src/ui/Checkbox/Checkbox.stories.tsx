import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Checkbox } from './Checkbox';
import { formFrame } from '../../../.storybook/decorators/formFrame';

const meta = {
  title: 'UI/Checkbox',
  component: Checkbox,
  tags: ['autodocs'],
  args: { label: 'ฉันยอมรับเงื่อนไขการใช้งาน', onCheckedChange: fn() },
  decorators: [formFrame],
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: 'ฉันยอมรับเงื่อนไขการใช้งาน' });
    // Tapping the label text toggles too.
    await userEvent.click(within(canvasElement).getByText('ฉันยอมรับเงื่อนไขการใช้งาน'));
    await expect(box).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard(' ');
    await expect(box).not.toBeChecked();
  },
};

export const Checked: Story = { args: { defaultChecked: true } };

export const WithHint: Story = { args: { hint: 'อ่านเงื่อนไขทั้งหมดก่อนรับโบนัส' } };

export const ErrorState: Story = {
  name: 'Error',
  args: { error: 'กรุณายอมรับเงื่อนไขก่อนดำเนินการต่อ', required: true },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox');
    await expect(box).toBeInvalid();
    await expect(box).toHaveAccessibleDescription('กรุณายอมรับเงื่อนไขก่อนดำเนินการต่อ');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultChecked: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('checkbox')).toBeDisabled();
  },
};

export const LongLaoText: Story = {
  args: {
    label: 'ຂ້າພະເຈົ້າໄດ້ອ່ານ ແລະ ຍອມຮັບເງື່ອນໄຂການນຳໃຊ້ ແລະ ນະໂຍບາຍຄວາມເປັນສ່ວນຕົວທັງໝົດຂອງເວັບໄຊນີ້ແລ້ວ',
  },
};
