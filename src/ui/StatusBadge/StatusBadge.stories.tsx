import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StatusBadge } from './StatusBadge';

const meta = {
  title: 'UI/StatusBadge',
  component: StatusBadge,
  tags: ['autodocs'],
  args: { tone: 'success', label: 'สำเร็จ' },
  argTypes: { tone: { control: 'inline-radio', options: ['success', 'warning', 'danger', 'info', 'neutral'] } },
  decorators: [(Story) => <div style={{ padding: 16, background: 'var(--color-bg)' }}><Story /></div>],
} satisfies Meta<typeof StatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Success: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('สำเร็จ')).toBeVisible();
    await expect(canvasElement.querySelector('[data-tone="success"]')).not.toBeNull();
  },
};

export const Failed: Story = {
  args: { tone: 'danger', label: 'ไม่สำเร็จ', reason: 'Duplicate slip' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Duplicate slip')).toBeVisible();
    await expect(canvasElement.querySelector('[data-tone="danger"]')).not.toBeNull();
  },
};

/** Still moving: the dot pulses (not under reduced motion). */
export const InProgress: Story = { args: { tone: 'warning', label: 'กำลังดำเนินการ', pulse: true } };

/** Every tone side by side. */
export const Tones: Story = {
  render: () => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
      <StatusBadge tone="success" label="Success" />
      <StatusBadge tone="warning" label="Waiting" pulse />
      <StatusBadge tone="danger" label="Failed" />
      <StatusBadge tone="info" label="New" />
      <StatusBadge tone="neutral" label="Expired" />
    </div>
  ),
};

export const LongThaiReason: Story = {
  args: { tone: 'danger', label: 'ไม่สำเร็จ', reason: 'บัญชีผู้เล่นไม่ตรงกับบัญชีที่ลงทะเบียนไว้ กรุณาติดต่อผู้ดูแลระบบ' },
};

export const LongLaoReason: Story = {
  args: { tone: 'danger', label: 'ບໍ່ສຳເລັດ', reason: 'ບັນຊີຜູ້ຫຼິ້ນບໍ່ກົງກັບບັນຊີທີ່ລົງທະບຽນໄວ້ ກະລຸນາຕິດຕໍ່ຜູ້ດູແລລະບົບ' },
};
