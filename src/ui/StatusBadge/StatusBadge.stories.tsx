import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StatusBadge } from './StatusBadge';

const meta = {
  title: 'UI/StatusBadge',
  component: StatusBadge,
  tags: ['autodocs'],
  args: { status: 'SUCCESS' },
  argTypes: { status: { control: 'select', options: ['SUCCESS', 'FAILED', 'PENDING', 'WAITING'] } },
  decorators: [(Story) => <div style={{ padding: 16, background: 'var(--color-bg)' }}><Story /></div>],
} satisfies Meta<typeof StatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Success: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-status="success"]')).not.toBeNull();
  },
};

export const Failed: Story = {
  args: { status: 'FAILED', reason: 'Duplicate slip' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Duplicate slip')).toBeVisible();
    await expect(canvasElement.querySelector('[data-status="failed"]')).not.toBeNull();
  },
};

export const InProgress: Story = { args: { status: 'PENDING' } };

export const LongThaiReason: Story = {
  args: { status: 'FAILED', reason: 'บัญชีผู้เล่นไม่ตรงกับบัญชีที่ลงทะเบียนไว้ กรุณาติดต่อผู้ดูแลระบบ' },
};

export const LongLaoReason: Story = {
  args: { status: 'FAILED', reason: 'ບັນຊີຜູ້ຫຼິ້ນບໍ່ກົງກັບບັນຊີທີ່ລົງທະບຽນໄວ້ ກະລຸນາຕິດຕໍ່ຜູ້ດູແລລະບົບ' },
};
