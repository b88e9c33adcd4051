import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Icon } from '../Icon';
import { TextField, type TextFieldProps } from './TextField';
import { formFrame } from '../../../.storybook/decorators/formFrame';

const meta = {
  title: 'UI/TextField',
  component: TextField,
  tags: ['autodocs'],
  args: {
    label: 'เบอร์โทรศัพท์',
    placeholder: '0812345678',
    onChange: fn(),
    onValueChange: fn(),
  },
  argTypes: {
    numeric: { control: 'inline-radio', options: [false, 'integer', 'decimal'] },
    prefix: { control: false },
    suffix: { control: false },
  },
  decorators: [formFrame],
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByLabelText('เบอร์โทรศัพท์');
    await userEvent.type(input, '0812');
    await expect(input).toHaveValue('0812');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('0812');
  },
};

export const WithHint: Story = {
  args: { hint: 'ใช้เบอร์ที่ลงทะเบียนไว้ 10 หลัก', numeric: 'integer', maxLength: 10 },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('เบอร์โทรศัพท์');
    await expect(input).toHaveAccessibleDescription('ใช้เบอร์ที่ลงทะเบียนไว้ 10 หลัก');
    await expect(input).toHaveAttribute('inputmode', 'numeric');
  },
};

export const Required: Story = { args: { required: true } };

/** Error text is announced and wired with `aria-invalid` / `aria-describedby`. */
export const ErrorState: Story = {
  name: 'Error',
  args: { error: 'กรุณากรอกข้อมูลให้ครบถ้วน', defaultValue: '08', required: true },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText(/เบอร์โทรศัพท์/);
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription('กรุณากรอกข้อมูลให้ครบถ้วน');
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('กรุณากรอกข้อมูลให้ครบถ้วน');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: '0812345678' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('เบอร์โทรศัพท์')).toBeDisabled();
  },
};

export const ReadOnly: Story = {
  args: { label: 'รหัสผู้แนะนำ', readOnly: true, defaultValue: 'PR10234', hint: 'บันทึกจากลิงก์เชิญแล้ว' },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByLabelText('รหัสผู้แนะนำ');
    await userEvent.type(input, 'X');
    await expect(input).toHaveValue('PR10234');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** Promotion codes are forced to upper case as the user types. */
export const Uppercase: Story = {
  args: { label: 'รหัสโปร⁠โม⁠ชั่น', placeholder: 'เช่น WELCOME50', uppercase: true, required: true },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByLabelText(/รหัสโปร⁠โม⁠ชั่น/);
    await userEvent.type(input, 'welcome50');
    await expect(input).toHaveValue('WELCOME50');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('WELCOME50');
  },
};

function ControlledUppercase(props: TextFieldProps) {
  const [value, setValue] = useState('');
  return (
    <>
      <TextField {...props} value={value} onValueChange={setValue} />
      <output style={{ display: 'block', marginTop: 8 }}>{value || '—'}</output>
    </>
  );
}

/** Uppercase also works when the caller owns the value. */
export const UppercaseControlled: Story = {
  args: { label: 'รหัสโปร⁠โม⁠ชั่น', uppercase: true },
  render: (args) => <ControlledUppercase {...args} />,
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('รหัสโปร⁠โม⁠ชั่น');
    await userEvent.type(input, 'bonus');
    await expect(input).toHaveValue('BONUS');
    await expect(canvasElement.querySelector('output')).toHaveTextContent('BONUS');
  },
};

export const DecimalAmount: Story = {
  args: {
    label: 'จำนวนเงิน',
    numeric: 'decimal',
    placeholder: '0.00',
    prefix: <span aria-hidden="true">฿</span>,
    suffix: <span style={{ paddingRight: 8 }}>บาท</span>,
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('จำนวนเงิน');
    await expect(input).toHaveAttribute('inputmode', 'decimal');
    await userEvent.type(input, '150.50');
    await expect(input).toHaveValue('150.50');
    // A third decimal is not taken (amounts have two): 0.005 stays 0.00.
    await userEvent.clear(input);
    await userEvent.type(input, '0.005');
    await expect(input).toHaveValue('0.00');
  },
};

export const WithIconPrefix: Story = {
  args: { label: 'ค้นหา', prefix: <Icon name="list" size={20} />, placeholder: 'พิมพ์เพื่อค้นหา' },
};

export const Empty: Story = { args: { placeholder: undefined } };

export const LongThaiText: Story = {
  args: {
    label: 'ชื่อบัญชีธนาคาร (ภาษาอังกฤษสำหรับธนาคารกรุงไทย ทหารไทยธนชาต และกรุงเทพ)',
    hint: 'กรอกชื่อและนามสกุลให้ตรงกับหน้าสมุดบัญชีธนาคาร มิฉะนั้นการถอนเงินอาจล่าช้า',
    error: 'กรุณากรอกชื่อเป็นตัวอักษรภาษาอังกฤษ (A-Z) เท่านั้น',
    defaultValue: 'สมชาย ใจดีมากเป็นพิเศษยิ่งกว่าใครในหมู่บ้าน',
  },
};

export const LongLaoText: Story = {
  args: {
    label: 'ຊື່ບັນຊີທະນາຄານ (ຕ້ອງກົງກັບປຶ້ມບັນຊີທະນາຄານຂອງທ່ານ)',
    hint: 'ກະລຸນາປ້ອນຊື່ ແລະ ນາມສະກຸນໃຫ້ກົງກັບໜ້າປຶ້ມບັນຊີ ບໍ່ດັ່ງນັ້ນການຖອນເງິນອາດຊັກຊ້າ',
    defaultValue: 'ສົມພອນ ພົມມະວົງສາ',
    placeholder: undefined,
  },
};
