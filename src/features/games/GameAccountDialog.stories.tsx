import type { Meta, StoryObj } from '@storybook/react-vite';
import { t } from '../../../.storybook/t';
import { http, HttpResponse } from 'msw';
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { slot, walletSnapshot } from '../../../.storybook/fixtures';
import { closeDialog, dialogs } from '../home/store';
import { wallet } from '../wallet/store';
import { GameAccountDialog } from './GameAccountDialog';
import { closeGameAccount, games, openGameAccount } from './store';

const pgslot = slot('PGSLOT', 'slot', true, 42);
const inactive = slot('JOKER', 'slot', false, 0);
const credentials = { username: 'pgs0812345678', password: 'Pw-1234' };
const withSlots = () => {
  wallet.snapshot = walletSnapshot({ slots: [pgslot, inactive] });
};
const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

const meta = {
  title: 'Features/Games/GameAccountDialog',
  component: GameAccountDialog,
  tags: ['autodocs'],
  beforeEach: () => {
    closeGameAccount();
    games.busy = null;
    withSlots();
  },
  parameters: {
    docsFrame: 700,
    msw: [
      http.get('/api/wallet', () => HttpResponse.json(walletSnapshot({ slots: [pgslot, { ...inactive, isActive: true }] }))),
      http.get('/api/wallet/account/:code', () => HttpResponse.json(credentials)),
      http.get('/api/wallet/activate/:code', () => HttpResponse.json({ ...inactive, isActive: true })),
      http.get('/api/wallet/resetpassword/:code', () => HttpResponse.json({ ...credentials, password: 'New-9876' })),
      http.get('/api/autoLogin/:game/:username/:password', () => HttpResponse.json({ link: 'https://games.example/pgslot' })),
    ],
  },
} satisfies Meta<typeof GameAccountDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ActiveShowsCredentials: Story = {
  play: async ({ canvasElement }) => {
    void openGameAccount('PGSLOT');
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'PGSLOT' });
    await expect(await within(dialog).findByRole('textbox', { name: t('games.username') })).toHaveValue('pgs0812345678');
    await expect(within(dialog).getByRole('textbox', { name: t('games.password') })).toHaveValue('Pw-1234');
    await waitFor(() => expect(games.link).toBe('https://games.example/pgslot'));
  },
};

export const ResetPassword: Story = {
  play: async ({ canvasElement }) => {
    void openGameAccount('PGSLOT');
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'PGSLOT' });
    await within(dialog).findByRole('textbox', { name: t('games.password') });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: t('games.resetPassword') })).toBeEnabled());
    // Asked first (the game's own app signs the player out): Cancel changes nothing.
    await userEvent.click(within(dialog).getByRole('button', { name: t('games.resetPassword') }));
    const ask = await body(canvasElement).findByRole('alertdialog', { name: t('games.resetConfirmTitle') });
    await userEvent.click(within(ask).getByRole('button', { name: t('ui.common.cancel') }));
    await waitFor(() => expect(body(canvasElement).queryByRole('alertdialog', { name: t('games.resetConfirmTitle') })).toBeNull());
    await expect(within(dialog).getByRole('textbox', { name: t('games.password') })).toHaveValue('Pw-1234');
    await userEvent.click(within(dialog).getByRole('button', { name: t('games.resetPassword') }));
    const again = await body(canvasElement).findByRole('alertdialog', { name: t('games.resetConfirmTitle') });
    await userEvent.click(within(again).getByRole('button', { name: t('games.resetPassword') }));
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: t('games.password') })).toHaveValue('New-9876'));
  },
};

/** A double tap on "Play now" opens the game once, not in two tabs. */
export const PlayOnceOnDoubleTap: Story = {
  play: async ({ canvasElement }) => {
    const opened = spyOn(window, 'open').mockImplementation(() => null);
    try {
      void openGameAccount('PGSLOT');
      const dialog = await body(canvasElement).findByRole('dialog', { name: 'PGSLOT' });
      await waitFor(() => expect(games.link).toBe('https://games.example/pgslot'));
      await userEvent.dblClick(within(dialog).getByRole('button', { name: t('games.launch') }));
      await expect(opened).toHaveBeenCalledTimes(1);
    } finally {
      opened.mockRestore();
    }
  },
};

export const InactiveActivates: Story = {
  play: async ({ canvasElement }) => {
    void openGameAccount('JOKER');
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'JOKER' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'เปิดบัญชีเกม' }));
    const username = await within(dialog).findByRole('textbox', { name: 'ชื่อผู้ใช้เกม' });
    await expect(username).toHaveValue('pgs0812345678');
    // The pressed button is gone: focus goes to the new account's username, read as what was made.
    await waitFor(() => expect(username).toHaveFocus());
  },
};

export const ActivateFails: Story = {
  parameters: {
    msw: [http.get('/api/wallet/activate/:code', () => HttpResponse.json({ message: 'SLOT_ACTIVATE_FAIL' }, { status: 502 }))],
  },
  play: async ({ canvasElement }) => {
    void openGameAccount('JOKER');
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'JOKER' });
    const activate = within(dialog).getByRole('button', { name: t('games.activate') });
    await userEvent.click(activate);
    await waitFor(() => expect(activate).not.toHaveAttribute('aria-busy'));
    await expect(within(dialog).queryByRole('textbox')).toBeNull();
  },
};

/** Issue 18: a funded game offers "move to main wallet", which opens the transfer form game → wallet. */
export const MoveToWallet: Story = {
  beforeEach: () => closeDialog(),
  play: async ({ canvasElement }) => {
    void openGameAccount('PGSLOT');
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'PGSLOT' });
    await userEvent.click(within(dialog).getByRole('button', { name: t('games.toWallet') }));
    await waitFor(() => expect(games.code).toBeNull());
    await expect(dialogs.open).toBe('transfer');
    await expect(dialogs.context).toEqual({ from: 'PGSLOT', to: 'WALLET', game: 'PGSLOT', attempt: expect.any(String) });
  },
};

/** An empty game account has nothing to move: no "move to main wallet" (Thai). */
export const EmptyGameHasNoMoveToWallet: Story = {
  beforeEach: () => {
    wallet.snapshot = walletSnapshot({ slots: [{ ...pgslot, amount: 0 }, inactive] });
  },
  play: async ({ canvasElement }) => {
    void openGameAccount('PGSLOT');
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'PGSLOT' });
    await expect(within(dialog).getByRole('button', { name: t('games.transfer') })).toBeVisible();
    await expect(within(dialog).queryByRole('button', { name: t('games.toWallet') })).toBeNull();
  },
};

/** Issue 18.6: a plain-URL game (SUPERSLOT) without a login URL says so in the reader's language instead of a silent button. */
export const NoLaunchUrl: Story = {
  decorators: [
    (Story) => {
      wallet.snapshot = walletSnapshot({ slots: [{ ...slot('SUPERSLOT', 'slot', true, 10), web: null }] });
      Object.assign(games, { code: 'SUPERSLOT', credentials, link: null, busy: null });
      return <Story />;
    },
  ],
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'SUPERSLOT' });
    await within(dialog).findByRole('textbox', { name: 'ชื่อผู้ใช้เกม' });
    await expect(within(dialog).getByRole('note')).toHaveTextContent('เกมนี้ยังไม่มีลิงก์สำหรับเข้าเล่น');
    await expect(within(dialog).queryByRole('button', { name: 'เข้าเล่นเกม' })).toBeNull();
  },
};
