import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { EmptyState } from './EmptyState';
import { Icon } from '../Icon';
import { Button } from '../Button';

const onReload = fn();

const meta = {
  title: 'UI/EmptyState',
  component: EmptyState,
  tags: ['autodocs'],
  args: { icon: <Icon name="list" />, title: 'No statement yet', text: 'Your deposits, withdrawals and bonuses will appear here.' },
  argTypes: { icon: { control: false }, action: { control: false } },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** The default title comes from the kit's texts. */
export const DefaultTitle: Story = {
  args: { title: undefined, text: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading')).not.toHaveTextContent('');
  },
};

export const WithAction: Story = {
  args: { action: <Button variant="secondary" icon="refresh" onClick={onReload}>Reload</Button> },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Reload' }));
    await expect(onReload).toHaveBeenCalled();
  },
};

export const LongThai: Story = {
  args: { title: 'ยังไม่มีรายการเดินบัญชีในช่วงเวลานี้', text: 'รายการฝาก ถอน และโบนัสของคุณจะแสดงที่นี่หลังจากทำรายการครั้งแรก' },
};

export const LongLao: Story = {
  args: { title: 'ຍັງບໍ່ມີລາຍການເຄື່ອນໄຫວບັນຊີໃນຊ່ວງເວລານີ້', text: 'ລາຍການຝາກ ຖອນ ແລະ ໂບ⁠ນັດຂອງທ່ານຈະສະແດງຢູ່ບ່ອນນີ້ຫຼັງຈາກເຮັດລາຍການຄັ້ງທຳອິດ' },
};
