import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { iconNames } from '../Icon';
import { Button } from './Button';

const meta = {
  title: 'UI/Button',
  component: Button,
  tags: ['autodocs'],
  args: { children: 'ฝากเงิน', variant: 'primary', size: 'md', onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'danger', 'ghost', 'home'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    icon: { control: 'select', options: [undefined, ...iconNames] },
    iconEnd: { control: 'select', options: [undefined, ...iconNames] },
  },
  decorators: [
    (Story) => (
      <div className="sb-unstyled" style={{ background: 'var(--color-bg)', color: 'var(--color-text)', padding: 24, display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'center' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'ฝากเงิน' }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Primary: Story = { args: { icon: 'wallet' } };
export const Secondary: Story = { args: { variant: 'secondary', children: 'ยกเลิก' } };
export const Danger: Story = { args: { variant: 'danger', children: 'ยกเลิกโบนัส' } };
export const Ghost: Story = { args: { variant: 'ghost', children: 'ดูทั้งหมด', iconEnd: 'back' } };

/** The large round centre button of the member bottom nav. */
export const Home: Story = {
  args: { variant: 'home', icon: 'home', children: 'หน้าหลัก', current: true },
};

export const Sizes: Story = {
  render: (args) => (
    <>
      <Button {...args} size="sm">
        เล็ก
      </Button>
      <Button {...args} size="md">
        กลาง
      </Button>
      <Button {...args} size="lg">
        ใหญ่
      </Button>
    </>
  ),
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button');
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

/** Busy until the answer is known: spinner, `aria-busy`, no second tap. */
export const Loading: Story = {
  args: { loading: true, children: 'กำลังโอน…' },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button');
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

/** A form's submit button while its request runs (a login, a withdrawal). */
function SendingForm({ onSubmit }: { onSubmit: () => void }) {
  const [busy, setBusy] = useState(false);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
        setBusy(true);
      }}
    >
      <input aria-label="amount" defaultValue="100" />
      <Button type="submit" loading={busy}>
        ถอนเงิน
      </Button>
    </form>
  );
}

/**
 * Pressed from the keyboard, the busy button keeps focus (a disabled one dropped it to the page's
 * start, and a keyboard player began again from the top), and neither a second Enter on it nor
 * Enter in the form's field sends the form again.
 */
export const KeepsFocusWhileBusy: Story = {
  render: (args) => <SendingForm onSubmit={args.onClick as () => void} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'ถอนเงิน' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).toHaveBeenCalledTimes(1);
    await expect(button).toHaveAttribute('aria-busy', 'true');
    // The browser moves focus off an element that became disabled at its next rendering update.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(canvas.getByRole('textbox', { name: 'amount' }));
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const FullWidth: Story = {
  args: { fullWidth: true, size: 'lg', children: 'เข้าสู่ระบบ' },
  decorators: [(Story) => <div style={{ width: '100%' }}>{Story()}</div>],
};

export const AsLink: Story = {
  args: { href: '#register', children: 'สมัครสมาชิก', variant: 'secondary' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'สมัครสมาชิก' })).toHaveAttribute('href', '#register');
  },
};

export const LongThaiText: Story = {
  args: {
    fullWidth: true,
    children: 'ยืนยันการถอนเงินทั้งหมดจากกระเป๋าหลักและบัญชีเกมที่เปิดใช้งานอยู่ทั้งหมด',
  },
};

export const LongLaoText: Story = {
  args: {
    fullWidth: true,
    variant: 'secondary',
    children: 'ຢືນຢັນການຖອນເງິນທັງໝົດຈາກກະເປົາຫຼັກ ແລະ ບັນຊີເກມທີ່ເປີດໃຊ້ງານຢູ່ທັງໝົດ',
  },
};

export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.tab();
    const button = within(canvasElement).getByRole('button');
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onClick).toHaveBeenCalledTimes(2);
  },
};
