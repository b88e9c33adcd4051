import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Widget } from './Widget';
import { Icon } from '../Icon';

const meta = {
  title: 'UI/Widget',
  component: Widget,
  tags: ['autodocs'],
  args: { icon: <Icon name="wallet" />, label: 'Deposit', tone: 'default', disabled: false, onClick: fn() },
  argTypes: { icon: { control: false } },
  decorators: [(Story) => <div style={{ padding: 16, width: 120 }}><Story /></div>],
} satisfies Meta<typeof Widget>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Deposit' }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Primary: Story = { args: { tone: 'primary' } };

/** The spin-wheel tile with its coin count. */
export const WithValue: Story = {
  args: { icon: <Icon name="gift" />, label: 'Spin', value: '12 coins' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Spin.*12 coins/ })).toBeVisible();
  },
};

export const WithBadge: Story = { args: { icon: <Icon name="gift" />, label: 'Bonus', badge: 3 } };

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getByRole('button')).toBeDisabled();
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const LongThai: Story = { args: { icon: <Icon name="exchange" />, label: 'รับยอดเสียคืนทั้งหมดประจำสัปดาห์' } };

export const LongLao: Story = { args: { icon: <Icon name="exchange" />, label: 'ຮັບຍອດເສຍຄືນທັງໝົດປະຈຳອາທິດ' } };
