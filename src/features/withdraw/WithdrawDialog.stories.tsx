import type { Meta, StoryObj } from '@storybook/react-vite';
import { startsWith, t } from '../../../.storybook/t';
import { http, HttpResponse } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { resetMoneyStories, withMoneyHost } from '../../../.storybook/storyHost';
import { resetWithdraw } from './store';
import WithdrawDialog from './WithdrawDialog';

const limits = http.get('/api/lookup/withdraw', () => HttpResponse.json({ withdrawMin: 100, withdrawMax: 50000 }));
const accepted = (path: string) =>
  http.post(path, async ({ request }) => {
    if (!request.headers.get('Idempotency-Key')) return HttpResponse.json({ message: 'KEY_MISSING' }, { status: 400 });
    const body = (await request.json()) as { amount?: number };
    return HttpResponse.json({ withdrawalId: '77', status: 'PENDING', amount: body.amount ?? 620, wallet: { amount: 0 } });
  });

const meta = {
  title: 'Features/Withdraw/WithdrawDialog',
  component: WithdrawDialog,
  tags: ['autodocs'],
  decorators: [withMoneyHost],
  parameters: {
    docsFrame: 640,
    msw: [limits, accepted('/api/wallet/withdraw'), accepted('/api/wallet/withdrawAll')],
  },
  args: { open: true, onClose: fn() },
  beforeEach: () => {
    resetWithdraw();
    resetMoneyStories();
  },
} satisfies Meta<typeof WithdrawDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TotalIsWalletPlusActiveGames: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('620.00')).toBeVisible();
    await expect(await canvas.findByText(t('withdraw.limits', { min: '100.00', max: '50,000.00' }))).toBeVisible();
  },
};

export const BelowMinAndAboveMax: Story = {
  globals: { locale: 'th' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText(/ตั้งแต่ 100.00/);
    const field = canvas.getByRole('textbox', { name: /จำนวนเงิน/ });
    await userEvent.type(field, '50');
    await userEvent.click(canvas.getByRole('button', { name: 'ถอนเงิน' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('ถอนขั้นต่ำ 100.00 บาท');
    await userEvent.clear(field);
    await userEvent.type(field, '60000');
    await userEvent.click(canvas.getByRole('button', { name: 'ถอนเงิน' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('ถอนได้สูงสุด 50,000.00 บาท');
  },
};

export const WithinLimitsHeld: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await canvas.findByText(t('withdraw.limits', { min: '100.00', max: '50,000.00' }));
    await userEvent.type(canvas.getByRole('textbox', { name: startsWith('withdraw.amount') }), '150');
    await userEvent.click(canvas.getByRole('button', { name: t('home.withdraw') }));
    await expect(await canvas.findByText(t('withdraw.held', { amount: '150.00' }))).toBeVisible();
    await expect(canvas.getByText(t('withdraw.reference', { id: 77 }))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('common.ok') }));
    await waitFor(() => expect(args.onClose).toHaveBeenCalledWith(true));
  },
};

export const WithdrawAll: Story = {
  globals: { locale: 'la' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText(/ຕັ້ງແຕ່ 100.00/);
    await userEvent.click(canvas.getByRole('button', { name: 'ຖອນທັງໝົດ (620.00)' }));
    await expect(await canvas.findByText('ສົ່ງຄຳຂໍຖອນ 620.00 ບາດແລ້ວ ກຳລັງດຳເນີນການ')).toBeVisible();
  },
};

export const ServerErrorInModal: Story = {
  parameters: {
    msw: [limits, http.post('/api/wallet/withdraw', () => HttpResponse.json({ message: 'BONUS_REMAINING' }, { status: 400 }))],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText(t('withdraw.limits', { min: '100.00', max: '50,000.00' }));
    await userEvent.type(canvas.getByRole('textbox', { name: startsWith('withdraw.amount') }), '150');
    await userEvent.click(canvas.getByRole('button', { name: t('home.withdraw') }));
    await expect(await canvas.findByRole('alertdialog', { name: t('common.error') })).toHaveTextContent(t('errors.BONUS_REMAINING'));
  },
};
