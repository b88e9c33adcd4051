import type { Meta, StoryObj } from '@storybook/react-vite';
import { t } from '../../../.storybook/t';
import { http, HttpResponse } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { resetMoneyStories, sampleSnapshot, withMoneyHost } from '../../../.storybook/storyHost';
import { wallet } from '../wallet/store';
import { receipted } from '../../../.storybook/fixtures';
import InviteDialog from './InviteDialog';
import { resetInvite } from './store';
import { notify } from '../notify/store';

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
  http.post('/api/wallet/add', () => HttpResponse.json({ ...receipted(9), wallet: { amount: 535 } })),
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
    // The code itself too, for a friend who types it into registration's "Inviter code".
    await expect(canvas.getByRole('textbox', { name: t('invite.code') })).toHaveValue('PR1042');
    // What inviting earns, from the wallet's invite rates (5 % of a friend's winning rounds, 1 % of losing ones).
    await expect(canvas.getByText(t('invite.rates', { success: 5, fail: 1 }))).toBeVisible();
    await expect(await canvas.findByText('Friend 1')).toBeVisible();
    await expect(canvas.getAllByRole('row')).toHaveLength(11);
    await userEvent.click(canvas.getByRole('button', { name: t('ui.pagination.page', { page: 2 }) }));
    await expect(await canvas.findByText('Friend 11')).toBeVisible();
  },
};

/** No share sheet (a desktop browser): the link is copied, and the player is told so. */
export const ShareWithoutAShareSheetSaysCopied: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = `${window.location.origin}/register?code=PR1042`;
    const share = Object.getOwnPropertyDescriptor(navigator, 'share');
    const writeText = fn(async () => undefined);
    Reflect.deleteProperty(navigator, 'share');
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    notify.toasts = [];
    try {
      await userEvent.click(canvas.getByRole('button', { name: t('invite.share') }));
      await waitFor(() => expect(writeText).toHaveBeenCalledWith(link));
      await waitFor(() => expect(notify.toasts.map((shown) => shown.text)).toContain(t('ui.copy.copied', { text: link })));
    } finally {
      if (share) Object.defineProperty(navigator, 'share', share);
      Reflect.deleteProperty(navigator, 'clipboard');
    }
  },
};

/** Add to wallet, the confirmation saying 35.00, Confirm: the sheet closes having moved it. */
async function addConfirmingThe35(canvasElement: HTMLElement, onClose: unknown) {
  const canvas = within(canvasElement);
  await canvas.findByText('Friend 1');
  await userEvent.click(canvas.getByRole('button', { name: t('invite.addToWallet') }));
  const confirm = await canvas.findByRole('alertdialog', { name: t('invite.confirmTitle') });
  await expect(confirm).toHaveTextContent('35.00');
  await userEvent.click(within(confirm).getByRole('button', { name: t('invite.addToWallet') }));
  await waitFor(() => expect(onClose).toHaveBeenCalledWith(true));
}

/** Added to the wallet after a confirmation: the sheet closes on the invite bonus's receipt (issue 18.4). */
export const AddBonusWithConfirmation: Story = {
  play: async ({ canvasElement, args }) => {
    await addConfirmingThe35(canvasElement, args.onClose);
    const receipt = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: t('receipt.open') });
    await expect(within(receipt).getByRole('heading', { name: t('receipt.invite') })).toBeVisible();
    await expect(within(receipt).getByRole('textbox', { name: t('ui.receipt.reference') })).toHaveValue('TX00000009');
  },
};

/** The bonus call did not answer: the dialog shows the home's figure, and Add moves that figure (it did nothing). */
let added: number[] = [];
export const AddsTheShownBonusWhenItsCallFailed: Story = {
  parameters: {
    msw: [
      http.get('/api/invite/bonus', () => HttpResponse.error()),
      http.post('/api/wallet/add', async ({ request }) => {
        added.push(((await request.json()) as { amount: number }).amount);
        return HttpResponse.json({ ...receipted(9), wallet: { amount: 535 } });
      }),
      ...handlers(),
    ],
  },
  beforeEach: () => {
    added = [];
  },
  play: async ({ canvasElement, args }) => {
    await addConfirmingThe35(canvasElement, args.onClose);
    await expect(added).toEqual([35]);
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

// Whether the invite list answers (the stories below cut it and bring it back).
let invitesReachable = true;
const cuttable = [
  http.post('/api/invite', async ({ request }) => {
    if (!invitesReachable) return HttpResponse.error();
    const { page } = (await request.json()) as { page: number };
    return HttpResponse.json({ invites: rows(page, page === 1 ? 10 : 2), total: 12 });
  }),
  ...handlers().slice(1),
];

/** No answer at the first load: "could not load" with Retry — never "you have not invited anyone". */
export const ListThatCannotLoadSaysSo: Story = {
  parameters: { msw: cuttable },
  beforeEach: () => {
    invitesReachable = false;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const failed = await canvas.findByRole('heading', { name: t('invite.loadFailed') });
    await expect(failed).toBeVisible();
    await expect(canvas.queryByText(t('invite.empty'))).toBeNull();
    invitesReachable = true;
    await userEvent.click(canvas.getByRole('button', { name: t('ui.empty.retry') }));
    await expect(await canvas.findByText('Friend 1')).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: t('invite.loadFailed') })).toBeNull();
  },
};

/** Page 2 that does not come: page 1's friends stay, and the pager still marks page 1 (not 2 over them). */
export const PageThatCannotLoadKeepsThePageShown: Story = {
  parameters: { msw: cuttable },
  beforeEach: () => {
    invitesReachable = true;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Friend 1');
    invitesReachable = false;
    await userEvent.click(canvas.getByRole('button', { name: t('ui.pagination.page', { page: 2 }) }));
    await waitFor(() => expect(canvas.getByRole('button', { name: t('ui.pagination.page', { page: 1 }) })).toHaveAttribute('aria-current', 'page'));
    await expect(canvas.getByText('Friend 1')).toBeVisible();
    await expect(canvas.queryByText('Friend 11')).toBeNull();
  },
};

/** Whether the story's friend has registered and played (after the sheet opened). */
let friendPlayed = false;
/**
 * A friend registers and plays while the sheet is open: the server pings the inviter's screens, the
 * wallet reloads, and the sheet reads the bonus and the list again — not "you have not invited anyone" at 0.00.
 */
export const FriendPlaysWhileOpen: Story = {
  parameters: {
    msw: [
      http.post('/api/invite', () => HttpResponse.json(friendPlayed ? { invites: rows(1, 1), total: 1 } : { invites: [], total: 0 })),
      http.get('/api/invite/bonus', () => HttpResponse.json({ amount: friendPlayed ? 5.5 : 0, success: 5, fail: 1 })),
    ],
  },
  beforeEach: () => {
    friendPlayed = false;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t('invite.empty'))).toBeVisible();
    friendPlayed = true;
    // What features/wallet/live.ts does on the server's ping.
    wallet.snapshot = { ...sampleSnapshot };
    await expect(await canvas.findByText('Friend 1')).toBeVisible();
    await expect(await canvas.findByText('5.50')).toBeVisible();
  },
};
