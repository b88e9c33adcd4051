import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DataTable, type DataTableColumn } from './DataTable';
import { Amount } from '../Amount';
import { DateTime } from '../DateTime';
import { StatusBadge, type StatusBadgeProps } from '../StatusBadge';

interface Entry {
  id: string;
  type: string;
  amount: number;
  createdAt: string;
  status: 'SUCCESS' | 'PENDING' | 'FAILED';
}

// Local times, so the shown DD/MM/YYYY HH:mm:ss is the same in every time zone.
const at = (day: number, hour: number, minute: number) => new Date(2025, 0, day, hour, minute).toISOString();
const rows: Entry[] = [
  { id: 'S1', type: 'deposit', amount: 500, createdAt: at(31, 14, 15), status: 'SUCCESS' },
  { id: 'S2', type: 'withdraw', amount: 300, createdAt: at(30, 19, 0), status: 'PENDING' },
  { id: 'S3', type: 'bonus', amount: 50, createdAt: at(29, 16, 30), status: 'FAILED' },
];

const statusBadges: Record<Entry['status'], StatusBadgeProps> = {
  SUCCESS: { tone: 'success', label: 'Success' },
  PENDING: { tone: 'warning', label: 'In progress', pulse: true },
  FAILED: { tone: 'danger', label: 'Failed' },
};

const columns: DataTableColumn<Entry>[] = [
  { key: 'type', header: 'Type' },
  { key: 'amount', header: 'Amount', align: 'end', render: (row) => <Amount value={row.amount} type={row.type} /> },
  { key: 'createdAt', header: 'Date', render: (row) => <DateTime value={row.createdAt} /> },
  { key: 'status', header: 'Status', render: (row) => <StatusBadge {...statusBadges[row.status]} /> },
];

const meta = {
  title: 'UI/DataTable',
  component: DataTable<Entry>,
  tags: ['autodocs'],
  args: { columns, rows, rowKey: (row: Entry) => row.id, caption: 'Statement', loading: false },
  argTypes: { columns: { control: false }, rowKey: { control: false } },
  decorators: [(Story) => <div style={{ padding: 16 }}><Story /></div>],
} satisfies Meta<typeof DataTable<Entry>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Phone width: rows stack into labelled cards, still a table for screen readers. */
export const Stacked: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Statement' });
    await expect(within(table).getAllByRole('row')).toHaveLength(4);
    await expect(within(table).getAllByRole('columnheader')).toHaveLength(4);
    await expect(canvas.getByText('+500.00')).toBeVisible();
  },
};

/** A wide container keeps the classic table layout. */
export const Wide: Story = {
  decorators: [(Story) => <div style={{ width: 640 }}><Story /></div>],
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status')).toBeVisible();
  },
};

export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('cell')).toBeVisible();
  },
};

export const LongThai: Story = {
  args: {
    caption: 'รายการเดินบัญชีย้อนหลังทั้งหมดของสมาชิก',
    columns: columns.map((c, i) => ({ ...c, header: ['ประเภทรายการ', 'จำนวนเงิน', 'วันที่และเวลา', 'สถานะ'][i] ?? c.header })),
  },
};

export const LongLao: Story = {
  args: {
    caption: 'ລາຍການເຄື່ອນໄຫວບັນຊີຍ້ອນຫຼັງທັງໝົດຂອງສະມາຊິກ',
    columns: columns.map((c, i) => ({ ...c, header: ['ປະເພດລາຍການ', 'ຈຳນວນເງິນ', 'ວັນທີ ແລະ ເວລາ', 'ສະຖານະ'][i] ?? c.header })),
  },
};
