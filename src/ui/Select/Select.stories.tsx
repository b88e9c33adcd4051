import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Select } from './Select';
import { formFrame } from '../../../.storybook/decorators/formFrame';

const banks = [
  { value: 'KBANK', label: 'ธนาคารกสิกรไทย' },
  { value: 'SCB', label: 'ธนาคารไทยพาณิชย์' },
  { value: 'KTB', label: 'ธนาคารกรุงไทย' },
  { value: 'BBL', label: 'ธนาคารกรุงเทพ' },
  { value: 'GSB', label: 'ธนาคารออมสิน', disabled: true },
];

const meta = {
  title: 'UI/Select',
  component: Select,
  tags: ['autodocs'],
  args: { label: 'ธนาคาร', options: banks, placeholder: true, onValueChange: fn(), onChange: fn() },
  argTypes: { placeholder: { control: 'text' } },
  decorators: [formFrame],
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const select = within(canvasElement).getByLabelText('ธนาคาร');
    await expect(select).toHaveValue('');
    await expect(within(canvasElement).getByRole('option', { name: 'กรุณาเลือก' })).toBeInTheDocument();
    await userEvent.selectOptions(select, 'SCB');
    await expect(select).toHaveValue('SCB');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('SCB');
  },
};

export const Selected: Story = { args: { defaultValue: 'KTB', hint: 'ชื่อบัญชีต้องเป็นภาษาอังกฤษ' } };

/**
 * Required and untouched: not invalid to a screen reader (no error yet). Without the outright
 * `aria-invalid="false"`, Chromium reads a required select on its placeholder as invalid.
 */
export const CustomPlaceholder: Story = {
  args: { placeholder: '-- เลือกธนาคาร --', required: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox')).toHaveAttribute('aria-invalid', 'false');
  },
};

export const ErrorState: Story = {
  name: 'Error',
  args: { required: true, error: 'กรุณาเลือกธนาคาร' },
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByLabelText(/ธนาคาร/);
    await expect(select).toBeInvalid();
    await expect(select).toHaveAccessibleDescription('กรุณาเลือกธนาคาร');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'KBANK' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('ธนาคาร')).toBeDisabled();
  },
};

export const Empty: Story = { args: { options: [], placeholder: 'ไม่มีตัวเลือก' } };

export const LongLaoText: Story = {
  args: {
    label: 'ທ່ານຮູ້ຈັກພວກເຮົາຈາກຊ່ອງທາງໃດ',
    options: [
      { value: 'facebook', label: 'ເຟສບຸກ ແລະ ສື່ສັງຄົມອອນລາຍອື່ນໆທີ່ທ່ານໃຊ້ເປັນປະຈຳທຸກມື້' },
      { value: 'friend', label: 'ໝູ່ເພື່ອນແນະນຳ' },
    ],
    defaultValue: 'facebook',
  },
};
