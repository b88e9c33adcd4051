import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { createSimulatedPlatform } from '../../../.storybook/simulated-platform';
import { startsWith, t } from '../../../.storybook/t';
import type { HostLinkRequest } from '../../api/contract';
import { notify } from '../notify/store';
import { hostSignInState } from './host';
import { closeHostLinkAsk } from './host-link';
import { HostLinkPasswordDialog } from './HostLinkPasswordDialog';
import { HostLinks } from './HostLinks';

/** The server's rule for a session past its first minutes: the password goes with the proof. */
const linkNeedsPassword = http.post('/api/host/link', async ({ request }) => {
  const body = (await request.json()) as HostLinkRequest;
  if (body.password !== 'demo1234') return HttpResponse.json({ message: 'WRONG_PASSWORD' }, { status: 400 });
  return HttpResponse.json({ telegram: true, line: false });
});

/**
 * The profile's one-tap sign-in card inside Telegram, and the password the server asks for when the
 * session is no longer minutes old (a link is a standing sign-in).
 */
const meta = {
  title: 'Features/Auth/HostLinkPasswordDialog',
  component: HostLinkPasswordDialog,
  tags: ['autodocs'],
  globals: { platform: 'telegram' },
  parameters: {
    msw: [http.get('/api/host/link', () => HttpResponse.json({ telegram: false, line: false })), linkNeedsPassword],
  },
  beforeEach: () => {
    hostSignInState.links = null;
    closeHostLinkAsk();
  },
  render: () => (
    <div style={{ padding: 16 }}>
      <HostLinks />
      <HostLinkPasswordDialog />
    </div>
  ),
} satisfies Meta<typeof HostLinkPasswordDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AsksForThePassword: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    const host = t('hostLink.telegram');
    await userEvent.click(await canvas.findByRole('button', { name: t('hostLink.remember') }));
    const dialog = await page.findByRole('dialog', { name: t('hostLinkAsk.title') });
    await expect(within(dialog).getByText(t('hostLinkAsk.text', { host }))).toBeVisible();
    const password = within(dialog).getByLabelText(startsWith('profile.passwordForBank'));
    // The dialog is there for the password: its field has the focus at once.
    await waitFor(() => expect(password).toHaveFocus());
    // Nothing typed: nothing is sent, the field says it is needed.
    await userEvent.click(within(dialog).getByRole('button', { name: t('hostLink.remember') }));
    await expect(dialog).toBeVisible();
    await expect(password).toHaveAccessibleDescription(expect.stringContaining(t('validation.required')));
    await waitFor(() => expect(password).toHaveFocus());
    await userEvent.type(password, 'guess-1234');
    await userEvent.click(within(dialog).getByRole('button', { name: t('hostLink.remember') }));
    await within(dialog).findByText(t('errors.WRONG_PASSWORD'));
    await waitFor(() => expect(password).toHaveFocus());
    await userEvent.clear(password);
    await userEvent.type(password, 'demo1234{Enter}');
    await waitFor(() => expect(page.queryByRole('dialog', { name: t('hostLinkAsk.title') })).toBeNull());
    await canvas.findByText(t('hostLink.linkedState', { host }));
  },
};

export const CancelLeavesItUnlinked: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole('button', { name: t('hostLink.remember') }));
    const dialog = await page.findByRole('dialog', { name: t('hostLinkAsk.title') });
    await userEvent.click(within(dialog).getByRole('button', { name: t('common.cancel') }));
    await waitFor(() => expect(page.queryByRole('dialog', { name: t('hostLinkAsk.title') })).toBeNull());
    await canvas.findByText(t('hostLink.unlinkedState', { host: t('hostLink.telegram') }));
  },
};

/**
 * "Forget Telegram" asks first — taken back, remembering again needs a fresh launch from Telegram —
 * and Cancel keeps it; confirmed, it is forgotten and said so.
 */
let unlinks = 0;
export const ForgetAsksFirst: Story = {
  parameters: {
    msw: [
      http.get('/api/host/link', () => HttpResponse.json({ telegram: true, line: false })),
      http.delete('/api/host/link', () => {
        unlinks += 1;
        return HttpResponse.json({ telegram: false, line: false });
      }),
    ],
  },
  beforeEach: () => {
    unlinks = 0;
    notify.toasts = [];
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    const host = t('hostLink.telegram');
    const forget = await canvas.findByRole('button', { name: t('hostLink.unlink', { host }) });
    await userEvent.click(forget);
    let question = await page.findByRole('alertdialog', { name: t('hostForget.title', { host }) });
    await expect(question).toHaveTextContent(t('hostForget.text', { host }));
    await userEvent.click(within(question).getByRole('button', { name: t('common.cancel') }));
    await waitFor(() => expect(page.queryByRole('alertdialog')).toBeNull());
    await expect(unlinks).toBe(0);
    await canvas.findByText(t('hostLink.linkedState', { host }));
    await userEvent.click(forget);
    question = await page.findByRole('alertdialog', { name: t('hostForget.title', { host }) });
    await userEvent.click(within(question).getByRole('button', { name: t('hostLink.unlink', { host }) }));
    await canvas.findByText(t('hostLink.unlinkedState', { host }));
    await expect(unlinks).toBe(1);
    await waitFor(() => expect(notify.toasts.map((toast) => toast.text)).toEqual([t('hostLink.unlinked', { host })]));
  },
};

/** A launch whose proof was used already (remembered, forgotten, remembered again): said at once, no password asked in vain. */
export const UsedLaunchIsSaid: Story = {
  parameters: {
    msw: [
      http.get('/api/host/link', () => HttpResponse.json({ telegram: false, line: false })),
      http.post('/api/host/link', () => HttpResponse.json({ message: 'KEY_INVALID', detail: 'proof already used' }, { status: 400 })),
    ],
  },
  play: async ({ canvasElement }) => {
    notify.toasts = [];
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    const host = t('hostLink.telegram');
    await userEvent.click(await canvas.findByRole('button', { name: t('hostLink.remember') }));
    await waitFor(() => expect(notify.toasts.map((toast) => toast.text)).toEqual([t('hostLinkAsk.spent', { host })]));
    await expect(page.queryByRole('dialog', { name: t('hostLinkAsk.title') })).toBeNull();
    await canvas.findByText(t('hostLink.unlinkedState', { host }));
  },
};

/** The Telegram account is another wallet's: said so, nothing else. */
export const AccountOfAnotherWallet: Story = {
  parameters: {
    msw: [
      http.get('/api/host/link', () => HttpResponse.json({ telegram: false, line: false })),
      http.post('/api/host/link', () => HttpResponse.json({ message: 'KEY_INVALID' }, { status: 409 })),
    ],
  },
  play: async ({ canvasElement }) => {
    notify.toasts = [];
    await userEvent.click(await within(canvasElement).findByRole('button', { name: t('hostLink.remember') }));
    await waitFor(() => expect(notify.toasts.map((toast) => toast.text)).toEqual([t('hostLinkAsk.taken', { host: t('hostLink.telegram') })]));
  },
};

let linkAsked = 0;
/**
 * The host gave this launch nothing to prove the account with (LINE's features unavailable, say):
 * Remember says to open the wallet from the host again, rather than doing nothing.
 */
export const NothingToProveWith: Story = {
  parameters: {
    msw: [
      http.get('/api/host/link', () => HttpResponse.json({ telegram: false, line: false })),
      http.post('/api/host/link', () => {
        linkAsked += 1;
        return HttpResponse.json({ telegram: true, line: false });
      }),
    ],
  },
  beforeEach: () => {
    linkAsked = 0;
    const proof = spyOn(createSimulatedPlatform('telegram'), 'getAuthProof').mockReturnValue(null);
    return () => proof.mockRestore();
  },
  play: async ({ canvasElement }) => {
    notify.toasts = [];
    await userEvent.click(await within(canvasElement).findByRole('button', { name: t('hostLink.remember') }));
    await waitFor(() => expect(notify.toasts.map((toast) => toast.text)).toEqual([t('hostRemember.reopen', { host: t('hostLink.telegram') })]));
    await expect(linkAsked).toBe(0);
  },
};
