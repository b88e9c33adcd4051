import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { iconNames } from '../Icon';
import { IconButton } from './IconButton';

const meta = {
  title: 'UI/IconButton',
  component: IconButton,
  tags: ['autodocs'],
  args: { label: 'ออกจากระบบ', icon: 'logout', onClick: fn() },
  argTypes: {
    icon: { control: 'select', options: iconNames },
    variant: { control: 'inline-radio', options: ['ghost', 'secondary', 'danger'] },
    size: { control: 'inline-radio', options: ['md', 'lg'] },
  },
  decorators: [
    (Story) => (
      <div className="sb-unstyled" style={{ background: 'var(--color-bg)', color: 'var(--color-text)', padding: 24, display: 'flex', gap: 12 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'ออกจากระบบ' });
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledOnce();
    // Touch target of at least 44 px.
    const box = button.getBoundingClientRect();
    await expect(box.width).toBeGreaterThanOrEqual(44);
    await expect(box.height).toBeGreaterThanOrEqual(44);
  },
};

export const Variants: Story = {
  render: (args) => (
    <>
      <IconButton {...args} variant="ghost" icon="refresh" label="รีเฟรชยอดเงิน" />
      <IconButton {...args} variant="secondary" icon="copy" label="คัดลอก" />
      <IconButton {...args} variant="danger" icon="close" label="ลบ" />
      <IconButton {...args} size="lg" variant="secondary" icon="qr" label="QR" />
    </>
  ),
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button')).toBeDisabled();
  },
};

export const Loading: Story = {
  args: { loading: true, icon: 'refresh', label: 'รีเฟรชยอดเงิน' },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'รีเฟรชยอดเงิน' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toBeDisabled();
  },
};
