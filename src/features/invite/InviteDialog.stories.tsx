import type { Meta, StoryObj } from '@storybook/react-vite';
import { t } from '../../../.storybook/t';
import { http, HttpResponse } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { resetMoneyStories, withMoneyHost } from '../../../.storybook/storyHost';
import InviteDialog from './InviteDialog';
import { resetInvite } from './store';

const rows = (page: number, count: number) =>
  Array.from({ length: count }, (_, i) => ({
    _id: `${page}-${i}`,
    from: { name: `Friend ${(page - 1) * 10 + i + 1}` },
    amount: 10 + i,
    createdAt: '2025-03-04T05:06:07.000Z',
  }));

const handlers = (bonus = 35) => [
  http.post('/api/invite', async ({ request }) => {
    const { page } = (await request.json()) as { page: number };
    return HttpResponse.json({ invites: rows(page, page === 1 ? 10 : 2), total: 12 });
  }),
  http.get('/api/invite/bonus', () => HttpResponse.json({ amount: bonus, success: 5, fail: 1 })),
  http.post('/api/wallet/add', () => HttpResponse.json({ transactionId: '9', wallet: { amount: 535 } })),
];

const meta = {
  title: 'Features/Invite/InviteDialog',
  component: InviteDialog,
  tags: ['autodocs'],
  decorators: [withMoneyHost],
  parameters: { docsFrame: 760, msw: handlers() },
  args: { open: true, onClose: fn() },
  beforeEach: () => {
    resetInvite();
    resetMoneyStories();
  },
} satisfies Meta<typeof InviteDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LinkBonusAndPages: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByDisplayValue(`${window.location.origin}/register?code=PR1042`)).toBeVisible();
    await expect(await canvas.findByText('Friend 1')).toBeVisible();
    await expect(canvas.getAllByRole('row')).toHaveLength(11);
    await userEvent.click(canvas.getByRole('button', { name: t('ui.pagination.page', { page: 2 }) }));
    await expect(await canvas.findByText('Friend 11')).toBeVisible();
  },
};

export const AddBonusWithConfirmation: Story = {
  globals: { locale: 'th' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Friend 1');
    await userEvent.click(canvas.getByRole('button', { name: 'เพิ่มเข้ากระเป๋า' }));
    const confirm = await canvas.findByRole('alertdialog', { name: 'รับโบนัสชวนเพื่อน?' });
    await expect(confirm).toHaveTextContent('35.00');
    await userEvent.click(within(confirm).getByRole('button', { name: 'ยืนยัน' }));
    await expect(await canvas.findByText('เพิ่มโบนัสชวนเพื่อนเข้ากระเป๋าแล้ว')).toBeVisible();
    await userEvent.click(canvas.getAllByRole('button', { name: 'ปิด' })[0]!);
    await waitFor(() => expect(args.onClose).toHaveBeenCalledWith(true));
  },
};

export const NoBonusNoInvitees: Story = {
  globals: { locale: 'la' },
  parameters: {
    msw: [http.post('/api/invite', () => HttpResponse.json({ invites: [], total: 0 })), ...handlers(0)],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('ທ່ານຍັງບໍ່ໄດ້ຊວນໝູ່')).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'ເພີ່ມເຂົ້າກະເປົ໋າ' })).toBeDisabled());
  },
};
