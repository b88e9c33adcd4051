import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PasswordField } from './PasswordField';
import { formFrame } from '../../../.storybook/decorators/formFrame';

const meta = {
  title: 'UI/PasswordField',
  component: PasswordField,
  tags: ['autodocs'],
  args: { label: 'รหัสผ่าน', onValueChange: fn() },
  decorators: [formFrame],
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Typing stays hidden; the eye button reveals and hides it again. */
export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('รหัสผ่าน');
    await userEvent.type(input, 'secret12');
    await expect(input).toHaveAttribute('type', 'password');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('secret12');
    const toggle = canvas.getByRole('button', { name: 'แสดงรหัสผ่าน' });
    // A form holding several password fields says which one each toggle shows.
    await expect(toggle).toHaveAccessibleDescription('รหัสผ่าน');
    await userEvent.click(toggle);
    await expect(input).toHaveAttribute('type', 'text');
    await userEvent.click(canvas.getByRole('button', { name: 'ซ่อนรหัสผ่าน' }));
    await expect(input).toHaveAttribute('type', 'password');
  },
};

export const Visible: Story = { args: { defaultVisible: true, defaultValue: 'Abc12345' } };

export const ErrorState: Story = {
  name: 'Error',
  args: { error: 'รหัสผ่านไม่ตรงกัน', defaultValue: 'abc', autoComplete: 'new-password', label: 'ยืนยันรหัสผ่าน' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('ยืนยันรหัสผ่าน')).toBeInvalid();
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'Abc12345' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'แสดงรหัสผ่าน' })).toBeDisabled();
  },
};

export const Lao: Story = {
  args: { label: 'ລະຫັດຜ່ານ', hint: 'ຢ່າງໜ້ອຍ 6 ຕົວອັກສອນ ແລະ ຕ້ອງມີຕົວເລກ' },
  globals: { locale: 'la' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'ສະແດງລະຫັດຜ່ານ' })).toBeInTheDocument();
  },
};
