import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { subscribe } from 'valtio';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SLIP_MAX_MB, type DecisionStatus, type DepositLookup, type QrState, type SlipLookup, type SlipRow, type StatementEntry, type TruelinkState } from '../../api/contract';
import { Dialog } from '../../ui/Dialog';
import { DepositReceipt } from './DepositReceipt';
import { sampleQrSvg } from '../../../.storybook/sample-qr';
import DepositDialog from './DepositDialog';
import { deposit, resetDeposit } from './store';
import { reloadWallet } from '../wallet/store';
import { notify, toast } from '../notify/store';
import { resetMoneyStories, withMoneyHost } from '../../../.storybook/storyHost';
import { walletSnapshot } from '../../../.storybook/fixtures';
import { startsWith, storyLanguage, t } from '../../../.storybook/t';
import { formatAmount } from '../../lib/money';

const lookup: DepositLookup = {
  isManual: false,
  banks: [
    {
      bankCode: 'KBANK',
      bankType: 'BANK',
      mode: 'QR',
      bankAccountName: 'MEMBER WALLET CO',
      bankAccountNo: '1234567890',
      currency: 'BAHT',
      bank: { nameTH: 'กสิกรไทย', nameEN: 'Kasikorn Bank' },
    },
    {
      bankCode: 'SCB',
      bankType: 'BANK',
      mode: 'AUTO',
      bankAccountName: 'MEMBER WALLET CO',
      bankAccountNo: '4021234567',
      currency: 'BAHT',
      bank: { nameTH: 'ไทยพาณิชย์', nameEN: 'Siam Commercial Bank' },
    },
    {
      bankCode: 'GSB',
      bankType: 'BANK',
      mode: 'AUTO',
      bankAccountName: 'MEMBER WALLET CO',
      bankAccountNo: '020123456789',
      currency: 'BAHT',
      bank: { nameTH: 'ออมสิน', nameEN: 'Government Savings Bank' },
    },
    {
      bankCode: 'WW',
      bankType: 'PAYMENT',
      mode: 'QR',
      bankAccountName: 'MEMBER WALLET CO',
      bankAccountNo: '',
      currency: 'BAHT',
      bank: { nameTH: 'WW', nameEN: 'WW' },
    },
    {
      bankCode: 'PAYTIMZ',
      bankType: 'PAYMENT',
      mode: 'QR',
      bankAccountName: 'MEMBER WALLET CO',
      bankAccountNo: '',
      currency: 'BAHT',
      bank: { nameTH: 'PAYTIMZ', nameEN: 'PAYTIMZ' },
    },
  ],
  wallets: [{ mode: 'LINK', walletAccountName: 'MEMBER WALLET' }],
  qrMinimum: { KBANK: 1, WW: 100, PAYTIMZ: 10 },
  qrMaximum: 2_000_000,
  truelinkMinimum: 2,
};
const openSlip: SlipLookup = { enabled: true, open: true, closedFrom: '23:50', closedTo: '00:10' };
const liveQr = (amount: number, seconds = 900): QrState => ({
  hasQrcode: true,
  qrcodeId: 'qr-1',
  qrcode: sampleQrSvg,
  amount,
  expireIn: new Date(Date.now() + seconds * 1000).toISOString(),
  image: '/media/qr/qr-1.png?exp=1&sig=story',
});
/** The QR's picture as the server sends it (a PNG's first bytes are enough for the sheet). */
const qrPicture = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
let pictureRequests = 0;
const pictureHandler = () =>
  http.get('/media/qr/:file', () => {
    pictureRequests += 1;
    return HttpResponse.arrayBuffer(qrPicture.buffer, { headers: { 'content-type': 'image/png' } });
  });

const base = (qr: QrState = { hasQrcode: false }, slip: SlipLookup = openSlip) => [
  http.get('/api/lookup/deposit', () => HttpResponse.json(lookup)),
  http.get('/api/lookup/slip', () => HttpResponse.json(slip)),
  http.get('/api/qrcode/:provider', () => HttpResponse.json(qr)),
  pictureHandler(),
];

const meta = {
  title: 'Features/Deposit/DepositDialog',
  component: DepositDialog,
  tags: ['autodocs'],
  decorators: [withMoneyHost],
  parameters: { docsFrame: 760, msw: base() },
  args: { open: true, onClose: fn() },
  beforeEach: () => {
    resetDeposit();
    resetMoneyStories();
  },
} satisfies Meta<typeof DepositDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The statement's newest entry: the deposit credited through `source`, as the server lists it. */
const credit = (source: string, amount: number): StatementEntry => ({
  _id: 'tx:42',
  statementType: 'deposit',
  status: 'SUCCESS',
  from: source.split(':')[0]!.toUpperCase(),
  to: 'WALLET',
  amount,
  createdAt: '2026-11-24T08:15:00.000Z',
  reference: 'TX00000042',
  source,
});
const statementWith = (...entries: StatementEntry[]) =>
  http.post('/api/statement', () => HttpResponse.json({ total: entries.length, statements: entries }));

const tab = async (canvasElement: HTMLElement, name: string | RegExp) => {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('tab', { name }));
  return canvas;
};

/** The slip section in view, a picture picked in its file input (shown, not sent yet); the input. */
const pickSlip = async (canvasElement: HTMLElement, name = 'slip.png') => {
  await within(canvasElement).findByText(t('deposit.slip.title'));
  const input = canvasElement.ownerDocument.querySelector<HTMLInputElement>('input[type="file"]')!;
  await userEvent.upload(input, new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' }));
  return input;
};

/** "Send slip" under the picked picture (it is shown first, and goes only when sent). */
const sendPicked = async (canvasElement: HTMLElement) =>
  userEvent.click(await within(canvasElement.ownerDocument.body).findByRole('button', { name: t('deposit.slip.send') }));

/** A slip picked and sent, as a player does it; the file input. */
const sendSlip = async (canvasElement: HTMLElement) => {
  const input = await pickSlip(canvasElement);
  await sendPicked(canvasElement);
  return input;
};

export const BankAccountsAndSlip: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('tab', { name: t('deposit.tab.bank'), selected: true })).toBeVisible();
    await expect(canvas.getByDisplayValue('402-123-4567')).toBeVisible();
    await expect(canvas.getByText(t('deposit.slip.window'))).toBeVisible();
    // That slips close each day, without the hours (spec §2).
    await expect(await canvas.findByText(t('deposit.slip.closedDaily'))).toBeVisible();
    await expect(canvas.queryByText(/23:50/)).toBeNull();
    await expect(canvas.getByText(t('deposit.slip.recommend'))).toBeVisible();
    await expect(canvas.getByText(t('deposit.credit'))).toBeVisible();
  },
};

/** Requests for the deposit methods so far (the next story fails the first three: a try and its two retries). */
let methodLookups = 0;

/** Opened in a tunnel: the methods that never came are said, with Retry — not an empty sheet. */
export const MethodsThatCannotLoadSaySo: Story = {
  parameters: {
    msw: [
      http.get('/api/lookup/deposit', () => (++methodLookups <= 3 ? HttpResponse.error() : HttpResponse.json(lookup))),
      ...base().slice(1),
    ],
  },
  beforeEach: () => {
    methodLookups = 0;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: t('deposit.loadFailed') }, { timeout: 5000 })).toBeVisible();
    await expect(canvas.queryByRole('tab')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: t('ui.empty.retry') }));
    await expect(await canvas.findByRole('tab', { name: t('deposit.tab.bank'), selected: true })).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: t('deposit.loadFailed') })).toBeNull();
  },
};

/** An operator who never closes slips (equal times): no daily closing is promised. */
export const SlipsNeverClosed: Story = {
  parameters: { msw: base(undefined, { ...openSlip, closedFrom: '00:00', closedTo: '00:00' }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const notes = (await canvas.findByText(t('deposit.slip.window'))).closest('ul')!;
    await expect(within(notes).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      t('deposit.slip.window'),
      t('deposit.slip.recommend'),
    ]);
  },
};

/**
 * Every method a player can pay with is in view on a 390 px phone, the row wrapping to a second
 * line: scrolled sideways, True Wallet sat past the sheet's edge with only a fade to hint at it.
 */
export const EveryMethodInView: Story = {
  play: async ({ canvasElement }) => {
    const list = await within(canvasElement).findByRole('tablist', { name: t('deposit.methods') });
    const tabs = within(list).getAllByRole('tab');
    await expect(tabs.map((tab) => tab.textContent)).toContain(t('deposit.tab.truewallet'));
    const box = list.getBoundingClientRect();
    const outside = tabs
      .filter((tab) => {
        const own = tab.getBoundingClientRect();
        return own.left < box.left - 1 || own.right > box.right + 1;
      })
      .map((tab) => tab.textContent);
    await expect(outside).toEqual([]);
    await expect(list).not.toHaveAttribute('data-more-after');
  },
};

export const CopiesAccountNumber: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByDisplayValue('402-123-4567');
    // Each bank's Copy names its bank: two alike were one name said twice to a screen reader.
    const names = canvas.getAllByRole('button', { name: startsWith('ui.copy.button') }).map((button) => button.textContent);
    await expect(names.length).toBeGreaterThan(1);
    await expect(new Set(names).size).toBe(names.length);
    await userEvent.click(canvas.getAllByRole('button', { name: startsWith('ui.copy.button') })[0]!);
    await expect(
      await canvas.findByText(new RegExp(`${t('ui.copy.copied', { text: '4021234567' })}|${t('ui.copy.failed')}`)),
    ).toBeVisible();
  },
};

let qrDeletes = 0;
let createdQr: QrState | null = null;

/**
 * A double tap on Create QR: the second tap lands where "I have transferred" and Cancel QR now
 * are; for a moment they take no press, so the QR stays on screen, neither closed nor cancelled.
 */
export const QrDoubleTapKeepsTheQr: Story = {
  parameters: {
    armDelayMs: 400,
    msw: [
      http.post('/api/qrcode/KBANK', async ({ request }) => {
        createdQr = liveQr(((await request.json()) as { amount: number }).amount);
        return HttpResponse.json(createdQr);
      }),
      // Still waiting when asked (the sheet asks whether it was paid while it shows).
      http.get('/api/qrcode/:provider', () => HttpResponse.json(createdQr ?? { hasQrcode: false })),
      http.delete('/api/qrcode/KBANK', () => {
        qrDeletes += 1;
        return HttpResponse.json({ hasQrcode: false });
      }),
      ...base(),
    ],
  },
  beforeEach: () => {
    qrDeletes = 0;
    createdQr = null;
  },
  play: async ({ canvasElement, args }) => {
    const canvas = await tab(canvasElement, t('deposit.tab.qr', { provider: 'KBANK' }));
    await userEvent.click(await canvas.findByRole('radio', { name: '100' }));
    await userEvent.click(canvas.getByRole('button', { name: t('deposit.qr.create') }));
    const done = await canvas.findByRole('button', { name: t('deposit.qr.done') });
    const cancel = canvas.getByRole('button', { name: t('deposit.qr.cancel') });
    await expect(done).toBeDisabled();
    await expect(cancel).toBeDisabled();
    await userEvent.click(done);
    await userEvent.click(cancel);
    await expect(args.onClose).not.toHaveBeenCalled();
    await expect(canvas.getByRole('timer')).toBeVisible();
    await waitFor(() => expect(done).toBeEnabled());
    await expect(cancel).toBeEnabled();
    await expect(qrDeletes).toBe(0);
  },
};

/**
 * The server made the QR and its reply was lost: the sheet asks again and shows it, and the toast's
 * "no answer, tap the same button again" goes with the button the QR replaced.
 */
export const QrFoundAfterItsReplyWasLost: Story = {
  parameters: {
    msw: [
      http.post('/api/qrcode/KBANK', async ({ request }) => {
        createdQr = liveQr(((await request.json()) as { amount: number }).amount);
        // Raised while the create is out (its first try): another deposit's arrival, which must stay.
        if (!notify.toasts.some((shown) => shown.text === '+50.00')) toast('+50.00', 'success');
        return HttpResponse.error();
      }),
      http.get('/api/qrcode/:provider', () => HttpResponse.json(createdQr ?? { hasQrcode: false })),
      ...base(),
    ],
  },
  beforeEach: () => {
    createdQr = null;
    notify.toasts = [];
  },
  play: async ({ canvasElement }) => {
    const canvas = await tab(canvasElement, t('deposit.tab.qr', { provider: 'KBANK' }));
    await userEvent.click(await canvas.findByRole('radio', { name: '100' }));
    const raised = new Set<string>();
    const stop = subscribe(notify, () => notify.toasts.forEach((shown) => raised.add(shown.text)));
    try {
      await userEvent.click(canvas.getByRole('button', { name: t('deposit.qr.create') }));
      await expect(await canvas.findByRole('timer', {}, { timeout: 8000 })).toBeVisible();
      await waitFor(() => expect(notify.toasts.map((shown) => shown.text)).toEqual(['+50.00']));
      // It was said while the QR was not known, and went once the QR was found.
      await expect(raised).toContain(t('errors.UNANSWERED'));
    } finally {
      stop();
    }
  },
};

/** The QR the story's server made (asked again, it is still waiting: not paid). */
let madeQr: QrState = { hasQrcode: false };

export const QrCreatesWithQuickAmount: Story = {
  parameters: {
    msw: [
      http.post('/api/qrcode/KBANK', async ({ request }) => {
        const { amount } = (await request.json()) as { amount: number };
        if (!request.headers.get('Idempotency-Key')) return HttpResponse.json({ message: 'KEY_MISSING' }, { status: 400 });
        madeQr = liveQr(amount);
        return HttpResponse.json(madeQr);
      }),
      // Without it the QR would be gone from the server at once, that is paid: a race with the checks below.
      http.get('/api/qrcode/KBANK', () => HttpResponse.json(madeQr)),
      ...base(),
    ],
  },
  beforeEach: () => {
    madeQr = { hasQrcode: false };
  },
  play: async ({ canvasElement }) => {
    const canvas = await tab(canvasElement, t('deposit.tab.qr', { provider: 'KBANK' }));
    const create = await canvas.findByRole('button', { name: t('deposit.qr.create') });
    await expect(create).toBeDisabled();
    await userEvent.click(canvas.getByRole('radio', { name: '100' }));
    await expect(canvas.getByRole('textbox', { name: t('deposit.qr.amountLabel') })).toHaveValue('100');
    await userEvent.click(create);
    await expect(await canvas.findByRole('img', { name: t('deposit.qr.imageLabel', { provider: 'KBANK' }) })).toBeVisible();
    await expect(canvas.getByText(t('deposit.qr.amount', { amount: '100.00' }))).toBeVisible();
    await expect(canvas.getByRole('timer')).toHaveTextContent(/1[45]:\d\d/);
    // The pressed Create button is gone: focus is on the QR, read out by its name, not lost to the page.
    await waitFor(() => expect(canvas.getByRole('region', { name: t('deposit.qr.title', { provider: 'KBANK' }) })).toHaveFocus());
  },
};

export const QrBelowProviderMinimum: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await tab(canvasElement, t('deposit.tab.qr', { provider: 'WW' }));
    await userEvent.type(await canvas.findByRole('textbox', { name: startsWith('deposit.qr.amountLabel') }), '50');
    await expect(canvas.getByText(t('deposit.qr.belowMinimum', { amount: formatAmount(100, storyLanguage()) }))).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('deposit.qr.create') })).toBeDisabled();
  },
};

/** Past the server's largest QR: said on the field with the figure (it was "QR creation failed" after the tap). */
export const QrAboveMaximum: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await tab(canvasElement, t('deposit.tab.qr', { provider: 'KBANK' }));
    const amount = await canvas.findByRole('textbox', { name: startsWith('deposit.qr.amountLabel') });
    await userEvent.type(amount, '2000001');
    await expect(canvas.getByText(t('deposit.qr.aboveMaximum', { amount: formatAmount(2_000_000, storyLanguage()) }))).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('deposit.qr.create') })).toBeDisabled();
    await userEvent.clear(amount);
    await userEvent.type(amount, '2000000');
    await expect(canvas.getByRole('button', { name: t('deposit.qr.create') })).toBeEnabled();
  },
};

/** Letters are not a small amount: the field asks for numbers instead of quoting the minimum. */
export const QrAmountNotANumber: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await tab(canvasElement, t('deposit.tab.qr', { provider: 'WW' }));
    await userEvent.type(await canvas.findByRole('textbox', { name: startsWith('deposit.qr.amountLabel') }), 'abc');
    await expect(canvas.getByText(t('deposit.qr.enterAmount'))).toBeVisible();
    await expect(canvas.queryByText(t('deposit.qr.belowMinimum', { amount: formatAmount(100, storyLanguage()) }))).toBeNull();
    await expect(canvas.getByRole('button', { name: t('deposit.qr.create') })).toBeDisabled();
  },
};

export const QrNotAvailableMessage: Story = {
  parameters: {
    msw: [http.post('/api/qrcode/PAYTIMZ', () => HttpResponse.json({ hasQrcode: false, message: 'QR_FAIL' })), ...base()],
  },
  play: async ({ canvasElement }) => {
    const canvas = await tab(canvasElement, t('deposit.tab.qr', { provider: 'PAYTIMZ' }));
    await userEvent.type(await canvas.findByRole('textbox', { name: t('deposit.qr.amountLabel') }), '50');
    await userEvent.click(canvas.getByRole('button', { name: t('deposit.qr.create') }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(t('errors.QR_FAIL'));
  },
};

/**
 * Paying from the phone that shows the QR: the player cannot scan their own screen, so the sheet
 * says how and saves the picture for the bank app's "scan from photos". The picture comes when the
 * QR shows, so the tap saves it at once from memory (a browser off iOS downloads it by its name).
 */
export const QrSavedForTheBankApp: Story = {
  parameters: { msw: base(liveQr(500)) },
  beforeEach: () => {
    pictureRequests = 0;
  },
  play: async ({ canvasElement }) => {
    const downloads: Array<{ name: string; href: string }> = [];
    const click = HTMLAnchorElement.prototype.click;
    HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
      if (this.download) downloads.push({ name: this.download, href: this.href });
      else click.call(this);
    };
    try {
      const canvas = await tab(canvasElement, t('deposit.tab.qr', { provider: 'KBANK' }));
      await expect(await canvas.findByText(t('deposit.qr.saveHint'))).toBeVisible();
      const save = canvas.getByRole('button', { name: t('deposit.qr.save') });
      // Reached by Tab, the button is read with the how-to above it.
      await expect(save).toHaveAccessibleDescription(t('deposit.qr.saveHint'));
      await waitFor(() => expect(pictureRequests).toBe(1));
      await userEvent.click(save);
      await waitFor(() => expect(downloads.map((d) => d.name)).toEqual(['qr-kbank-500.png']));
      const saved = new Uint8Array(await (await fetch(downloads[0]!.href)).arrayBuffer());
      await expect([...saved]).toEqual([...qrPicture]);
      await expect(pictureRequests).toBe(1);
    } finally {
      HTMLAnchorElement.prototype.click = click;
    }
  },
};

/** No connection when the QR came and at the tap: the picture cannot be had, and the player is told to use a screenshot. */
export const QrPictureUnavailable: Story = {
  parameters: {
    // Before base()'s picture: the first matching handler answers.
    msw: [http.get('/media/qr/:file', () => HttpResponse.error()), ...base(liveQr(500))],
  },
  beforeEach: () => {
    notify.toasts = [];
  },
  play: async ({ canvasElement }) => {
    const canvas = await tab(canvasElement, t('deposit.tab.qr', { provider: 'KBANK' }));
    await userEvent.click(await canvas.findByRole('button', { name: t('deposit.qr.save') }));
    await waitFor(() => expect(notify.toasts.map((shown) => shown.text)).toEqual([t('deposit.qr.saveFailed')]));
    // The QR itself stays to be paid.
    await expect(canvas.getByRole('img', { name: t('deposit.qr.imageLabel', { provider: 'KBANK' }) })).toBeVisible();
  },
};

/** Cancel asks first (a QR paid but not yet reported would refuse the payment); keeping it sends nothing. */
export const QrLiveCancel: Story = {
  parameters: {
    msw: [
      http.delete('/api/qrcode/KBANK', () => {
        qrDeletes += 1;
        return HttpResponse.json({ hasQrcode: false });
      }),
      http.get('/api/qrcode/:provider', () => HttpResponse.json(liveQr(300))),
      ...base(),
    ],
  },
  beforeEach: () => {
    qrDeletes = 0;
  },
  play: async ({ canvasElement }) => {
    const canvas = await tab(canvasElement, t('deposit.tab.qr', { provider: 'KBANK' }));
    await expect(await canvas.findByRole('timer')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('deposit.qr.cancel') }));
    const question = await within(document.body).findByRole('alertdialog', { name: t('deposit.qr.cancelTitle') });
    await expect(question).toHaveTextContent(t('deposit.qr.cancelText'));
    // Drawn as every confirmation, not with the sheet around it: no sheet dividers, no centred text.
    const title = within(question).getByRole('heading', { name: t('deposit.qr.cancelTitle') });
    await expect(getComputedStyle(title.parentElement!).borderBottomWidth).toBe('0px');
    await expect(getComputedStyle(title).textAlign).toBe('start');
    await userEvent.click(within(question).getByRole('button', { name: t('deposit.qr.keep') }));
    await waitFor(() => expect(within(document.body).queryByRole('alertdialog')).toBeNull());
    await expect(canvas.getByRole('timer')).toBeVisible();
    await expect(qrDeletes).toBe(0);

    await userEvent.click(canvas.getByRole('button', { name: t('deposit.qr.cancel') }));
    const again = await within(document.body).findByRole('alertdialog', { name: t('deposit.qr.cancelTitle') });
    await userEvent.click(within(again).getByRole('button', { name: t('deposit.qr.cancel') }));
    await expect(await canvas.findByRole('button', { name: t('deposit.qr.create') })).toBeVisible();
    await expect(qrDeletes).toBe(1);
    // The Cancel QR that asked is gone (the form took the QR's place): focus goes to the sheet, read by
    // its title, not to the page behind it.
    const sheet = within(document.body).getByRole('dialog', { name: t('deposit.title') });
    await waitFor(() => expect(sheet).toContainElement(document.activeElement as HTMLElement));
  },
};

/**
 * Paid while the cancel question was open, the live push missed: the server answers the cancel with
 * NO_DATA, and the sheet turns into the payment's receipt — not "no data" and an empty form after a
 * question that spoke of the money.
 */
export const QrPaidWhileCancelAsked: Story = {
  parameters: {
    msw: [
      http.delete('/api/qrcode/KBANK', () => HttpResponse.json({ message: 'NO_DATA' }, { status: 404 })),
      http.get('/api/qrcode/:provider', () => HttpResponse.json(liveQr(300))),
      http.get('/api/wallet', () => HttpResponse.json(walletSnapshot())),
      statementWith(credit('qr:qr-1', 300)),
      ...base(),
    ],
  },
  beforeEach: () => {
    notify.toasts = [];
  },
  play: async ({ canvasElement }) => {
    const canvas = await tab(canvasElement, t('deposit.tab.qr', { provider: 'KBANK' }));
    await expect(await canvas.findByRole('timer')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('deposit.qr.cancel') }));
    const question = await within(document.body).findByRole('alertdialog', { name: t('deposit.qr.cancelTitle') });
    await userEvent.click(within(question).getByRole('button', { name: t('deposit.qr.cancel') }));
    const receipt = await canvas.findByRole('region', { name: t('receipt.deposit') }, { timeout: 5000 });
    await expect(receipt).toHaveTextContent(`+${formatAmount(300, storyLanguage())}`);
    await expect(notify.toasts).toEqual([]);
  },
};

/** Reopened while a QR made earlier can still be paid: the sheet opens on that QR's tab, not on the first one. */
export const ReopensOnThePayableQr: Story = {
  parameters: { msw: [http.get('/api/qrcode/:provider', () => HttpResponse.json(liveQr(300))), ...base()] },
  beforeEach: () => {
    deposit.qr.KBANK.state = liveQr(300);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const qrTab = await canvas.findByRole('tab', { name: t('deposit.tab.qr', { provider: 'KBANK' }) });
    await expect(qrTab).toHaveAttribute('aria-selected', 'true');
    await expect(await canvas.findByRole('timer')).toBeVisible();
  },
};

export const QrExpiresAtZero: Story = {
  // Times are made per request: the module loads long before the story runs.
  parameters: { msw: [http.get('/api/qrcode/:provider', () => HttpResponse.json(liveQr(300, 3))), ...base()] },
  play: async ({ canvasElement }) => {
    const canvas = await tab(canvasElement, t('deposit.tab.qr', { provider: 'KBANK' }));
    await expect(await canvas.findByRole('timer')).toBeVisible();
    await expect(await canvas.findByText(t('deposit.qr.expired'), {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.queryByRole('img', { name: /QR code to pay/ })).toBeNull();
  },
};

export const QrTransferDone: Story = {
  parameters: { msw: [http.get('/api/qrcode/:provider', () => HttpResponse.json(liveQr(300))), ...base()] },
  play: async ({ canvasElement, args }) => {
    const canvas = await tab(canvasElement, t('deposit.tab.qr', { provider: 'KBANK' }));
    await userEvent.click(await canvas.findByRole('button', { name: t('deposit.qr.done') }));
    await expect(args.onClose).toHaveBeenCalledWith(true);
    await expect(await canvas.findByText(t('deposit.qr.doneMessage'))).toBeVisible();
  },
};

/** The first ask shows a live QR for 300; every later one finds no waiting QR (paid, or gone unpaid). */
const qrThenGone = () => {
  let asked = 0;
  return http.get('/api/qrcode/:provider', () => HttpResponse.json(asked++ === 0 ? liveQr(300) : { hasQrcode: false }));
};

/** Paid while on screen (issue 18.2): the QR turns into "received +amount" with the new total; no second payment. */
export const QrPaidWhileOpen: Story = {
  parameters: {
    msw: [
      // The first ask shows the QR; once it is paid the server has no waiting QR any more.
      qrThenGone(),
      http.get('/api/wallet', () => HttpResponse.json(walletSnapshot())),
      statementWith(credit('qr:qr-1', 300)),
      ...base(),
    ],
  },
  play: async ({ canvasElement, args }) => {
    const canvas = await tab(canvasElement, t('deposit.tab.qr', { provider: 'KBANK' }));
    const receipt = await canvas.findByRole('region', { name: t('receipt.deposit') }, { timeout: 5000 });
    await expect(receipt).toHaveTextContent(`+${formatAmount(300, storyLanguage())}`);
    // The receipt alone: no method chips above it, no "credited within a minute" note.
    await expect(canvas.queryByRole('tablist')).toBeNull();
    await expect(canvas.queryByText(t('deposit.credit'))).toBeNull();
    await expect(canvas.queryByRole('timer')).toBeNull();
    await expect(canvas.queryByRole('img', { name: t('deposit.qr.imageLabel', { provider: 'KBANK' }) })).toBeNull();
    // Its receipt: the statement's reference for this QR's credit.
    await expect(await canvas.findByRole('textbox', { name: t('ui.receipt.reference') })).toHaveValue('TX00000042');
    // The balance after is the main wallet it landed in (380.00, once the wallet is read again), as the
    // other receipts show theirs, not the total with games.
    await waitFor(() => expect(receipt).toHaveTextContent(`${t('transfer.wallet')}${formatAmount(380, storyLanguage())}`));
    await expect(receipt).not.toHaveTextContent(t('ui.balanceCard.total'));
    // The receipt says it: no toast over it saying it again.
    const page = within(canvasElement.ownerDocument.body);
    await expect(page.queryByText(t('deposit.qr.receivedToast', { amount: formatAmount(300, storyLanguage()) }))).toBeNull();
    // Done closes it without "your balance will update soon": it already has.
    await userEvent.click(within(receipt).getByRole('button', { name: t('ui.receipt.done') }));
    await expect(args.onClose).toHaveBeenCalledWith(true);
    await expect(within(canvasElement.ownerDocument.body).queryByText(t('deposit.qr.doneMessage'))).toBeNull();
  },
};

/**
 * Gone from the server with no credit in the statement (cancelled on another device, or expired by
 * the server's clock while the phone's still counted): not paid — the form comes back, never a
 * "received" for money that did not come.
 */
export const QrGoneUnpaid: Story = {
  parameters: {
    msw: [
      qrThenGone(),
      statementWith(),
      ...base(),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = await tab(canvasElement, t('deposit.tab.qr', { provider: 'KBANK' }));
    await expect(await canvas.findByRole('timer')).toBeVisible();
    await expect(await canvas.findByRole('button', { name: t('deposit.qr.create') }, { timeout: 5000 })).toBeVisible();
    await expect(canvas.queryByRole('region', { name: t('receipt.deposit') })).toBeNull();
    await expect(canvas.queryByRole('timer')).toBeNull();
  },
};

/** A slip approved while the dialog is open (issue 18.2): the slip tab turns into the deposit's receipt. */
export const SlipApprovedWhileOpen: Story = {
  parameters: {
    msw: [
      http.post('/api/wallet/slip', () => HttpResponse.json({ reference: 'SLIP0001', status: 'PENDING' })),
      statementWith(credit('slip:SLIP0001', 750)),
      http.get('/api/wallet', () => HttpResponse.json(walletSnapshot())),
      ...base(),
    ],
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = await sendSlip(canvasElement);
    const receipt = await canvas.findByRole('region', { name: t('receipt.deposit') }, { timeout: 7000 });
    await expect(receipt).toHaveTextContent(formatAmount(750, storyLanguage()));
    await expect(within(receipt).getByRole('textbox', { name: t('ui.receipt.reference') })).toHaveValue('TX00000042');
    await userEvent.click(within(receipt).getByRole('button', { name: t('ui.receipt.done') }));
    await expect(args.onClose).toHaveBeenCalledWith(true);
    // The sheet opened again is ready for the next slip, not the old receipt.
    await expect(canvas.queryByRole('region', { name: t('receipt.deposit') })).toBeNull();
    await expect(input).toBeEnabled();
  },
};

/** The operator's decision on the slip SLIP0001, as the slip list shows it. */
const slipDecision: { status: DecisionStatus; note: SlipRow['note'] } = { status: 'PENDING', note: null };
const slipList = () =>
  http.post('/api/statement/slip', () =>
    HttpResponse.json({
      total: 1,
      slips: [{ reference: 'SLIP0001', createdAt: '2026-11-24T08:10:00.000Z', amount: 0, ...slipDecision, link: '/slip.png' }],
    }),
  );

/**
 * A slip refused while the dialog is open: "we are checking it" turns into the refusal with its
 * spec §5 reason (as the slip list words it), and the player can upload the right slip at once.
 */
export const SlipRejectedWhileOpen: Story = {
  parameters: {
    msw: [
      http.post('/api/wallet/slip', () => HttpResponse.json({ reference: 'SLIP0001', status: 'PENDING' })),
      slipList(),
      statementWith(),
      http.get('/api/wallet', () => HttpResponse.json(walletSnapshot())),
      ...base(),
    ],
  },
  beforeEach: () => {
    Object.assign(slipDecision, { status: 'PENDING', note: null });
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = await sendSlip(canvasElement);
    await canvas.findByText(t('deposit.slip.received', { reference: 'SLIP0001' }));
    // The operator refuses it; the server pings the member's room and the wallet reloads (a live
    // push), which is all the open sheet needs: well before its slow poll.
    Object.assign(slipDecision, { status: 'FAILED', note: 'SLIP_REFNO_DUPLICATED' });
    await reloadWallet();
    const reason = t('slipReason.SLIP_REFNO_DUPLICATED');
    const refused = await canvas.findByRole('alert', {}, { timeout: 2000 });
    await expect(refused).toHaveTextContent(t('deposit.slip.rejected', { reference: 'SLIP0001', reason }));
    await expect(refused).toBeVisible();
    await expect(canvas.queryByText(t('deposit.slip.received', { reference: 'SLIP0001' }))).toBeNull();
    await expect(canvas.queryByRole('region', { name: t('receipt.deposit') })).toBeNull();
    // The right slip can go at once.
    await expect(input).toBeEnabled();
  },
};

/**
 * The same file as another member's slip that waits or was credited is refused by the server at once
 * (it pays once): the sheet says so with the reply's reason, never "we are checking it", and the
 * right slip can go.
 */
export const SamePictureAsAnotherSlipIsADuplicate: Story = {
  parameters: {
    msw: [
      http.post('/api/wallet/slip', () => HttpResponse.json({ reference: 'SLIP0001', status: 'FAILED', reason: 'SLIP_REFNO_DUPLICATED' })),
      slipList(),
      statementWith(),
      http.get('/api/wallet', () => HttpResponse.json(walletSnapshot())),
      ...base(),
    ],
  },
  beforeEach: () => {
    Object.assign(slipDecision, { status: 'FAILED', note: 'SLIP_REFNO_DUPLICATED' });
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Whether "received, we are checking it" ever showed, even for a moment (read out, then taken back).
    const received = t('deposit.slip.received', { reference: 'SLIP0001' });
    let toldReceived = false;
    const watch = new MutationObserver(() => {
      toldReceived ||= canvasElement.ownerDocument.body.textContent?.includes(received) ?? false;
    });
    watch.observe(canvasElement.ownerDocument.body, { subtree: true, childList: true, characterData: true });
    const input = await sendSlip(canvasElement);
    const refused = await canvas.findByRole('alert');
    watch.disconnect();
    await expect(refused).toHaveTextContent(t('deposit.slip.rejected', { reference: 'SLIP0001', reason: t('slipReason.SLIP_REFNO_DUPLICATED') }));
    await expect(toldReceived).toBe(false);
    await expect(input).toBeEnabled();
  },
};

/** A True Money link redeemed while the dialog is open (issue 18.2): the form turns into the deposit's receipt. */
export const TruelinkRedeemedWhileOpen: Story = {
  parameters: {
    msw: [
      http.post('/api/wallet/truelink', () => HttpResponse.json({ voucher: 'abc', status: 'PENDING' })),
      http.get('/api/wallet/truelink/abc', () => HttpResponse.json({ voucher: 'abc', status: 'SUCCESS', reason: null })),
      statementWith(credit('truelink:abc', 50)),
      http.get('/api/wallet', () => HttpResponse.json(walletSnapshot())),
      ...base(),
    ],
  },
  play: async ({ canvasElement, args }) => {
    const canvas = await tab(canvasElement, t('deposit.tab.truewallet'));
    await userEvent.type(canvas.getByRole('textbox', { name: t('deposit.truelink.label') }), 'https://gift.truemoney.com/campaign/?v=abc');
    await userEvent.click(canvas.getByRole('button', { name: t('deposit.truelink.send') }));
    const receipt = await canvas.findByRole('region', { name: t('receipt.deposit') }, { timeout: 7000 });
    await expect(within(receipt).getByRole('textbox', { name: t('ui.receipt.reference') })).toHaveValue('TX00000042');
    await userEvent.click(within(receipt).getByRole('button', { name: t('ui.receipt.done') }));
    await expect(args.onClose).toHaveBeenCalledWith(true);
    // The sheet opened again is ready for the next link, not the old receipt.
    await expect(canvas.queryByRole('region', { name: t('receipt.deposit') })).toBeNull();
    await expect(canvas.getByRole('textbox', { name: t('deposit.truelink.label') })).toHaveValue('');
  },
};

/** The wallet provider's decision on the link `abc`, as GET /api/wallet/truelink/abc answers it. */
const linkDecision: Pick<TruelinkState, 'status' | 'reason'> = { status: 'PENDING', reason: null };

/**
 * A link refused while the dialog is open (an envelope under the 2-baht minimum, left unopened):
 * "received, credited once redeemed" turns into the refusal and why, nothing is credited, and
 * another link can be sent at once. Before, such a link waited for good.
 */
export const TruelinkRefusedWhileOpen: Story = {
  parameters: {
    msw: [
      http.post('/api/wallet/truelink', () => HttpResponse.json({ voucher: 'abc', status: 'PENDING' })),
      http.get('/api/wallet/truelink/abc', () => HttpResponse.json({ voucher: 'abc', ...linkDecision })),
      statementWith(),
      http.get('/api/wallet', () => HttpResponse.json(walletSnapshot())),
      ...base(),
    ],
  },
  beforeEach: () => {
    Object.assign(linkDecision, { status: 'PENDING', reason: null });
  },
  play: async ({ canvasElement }) => {
    const canvas = await tab(canvasElement, t('deposit.tab.truewallet'));
    const field = canvas.getByRole('textbox', { name: t('deposit.truelink.label') });
    await userEvent.type(field, 'https://gift.truemoney.com/campaign/?v=abc');
    await userEvent.click(canvas.getByRole('button', { name: t('deposit.truelink.send') }));
    await canvas.findByText(t('deposit.truelink.accepted'));
    // The provider refuses it; the server pings the member's room and the wallet reloads (a live push).
    Object.assign(linkDecision, { status: 'FAILED', reason: 'BELOW_MINIMUM' });
    await reloadWallet();
    const refused = await canvas.findByRole('alert', {}, { timeout: 2000 });
    await expect(refused).toHaveTextContent(t('deposit.truelink.refused', { reason: t('truelinkReason.BELOW_MINIMUM') }));
    await expect(canvas.queryByText(t('deposit.truelink.accepted'))).toBeNull();
    await expect(canvas.queryByRole('region', { name: t('receipt.deposit') })).toBeNull();
    // Another link can go at once.
    await userEvent.type(field, 'https://gift.truemoney.com/campaign/?v=def');
    await expect(canvas.getByRole('button', { name: t('deposit.truelink.send') })).toBeEnabled();
  },
};

/** The received QR's receipt on its own in the sheet (screenshot baseline). */
export const QrReceivedReceipt: Story = {
  render: () => (
    <Dialog open title={t('deposit.title')} onClose={() => undefined}>
      <DepositReceipt
        title={t('receipt.deposit')}
        credit={{ amount: 300, noticed: '2026-11-24T08:15:00.000Z', entry: credit('qr:qr-1', 300) }}
        via={t('deposit.tab.qr', { provider: 'KBANK' })}
        onDone={() => undefined}
      />
    </Dialog>
  ),
};

export const TruelinkAcceptedThenDuplicate: Story = {
  parameters: {
    msw: [
      http.post('/api/wallet/truelink', async ({ request }) => {
        const { link } = (await request.json()) as { link: string };
        // Encrypted, never the plain link (contract TruelinkRequest).
        if (link.includes('truemoney')) return HttpResponse.json({ message: 'TRUELINK_INVALID' }, { status: 400 });
        const seen = sessionStorage.getItem('story-truelink') === '1';
        sessionStorage.setItem('story-truelink', '1');
        return seen
          ? HttpResponse.json({ message: 'TRUELINK_DUPLICATE' }, { status: 409 })
          : HttpResponse.json({ voucher: 'abc', status: 'PENDING' });
      }),
      ...base(),
    ],
  },
  play: async ({ canvasElement }) => {
    sessionStorage.removeItem('story-truelink');
    const canvas = await tab(canvasElement, t('deposit.tab.truewallet'));
    const send = canvas.getByRole('button', { name: t('deposit.truelink.send') });
    await expect(send).toBeDisabled();
    await expect(canvas.getByText(t('deposit.truelink.minimum', { amount: '2.00' }))).toBeVisible();
    const field = canvas.getByRole('textbox', { name: t('deposit.truelink.label') });
    await userEvent.type(field, 'https://gift.truemoney.com/campaign/?v=abcdef123456');
    await userEvent.click(send);
    await expect(await canvas.findByText(t('deposit.truelink.accepted'))).toBeVisible();
    await userEvent.type(field, 'https://gift.truemoney.com/campaign/?v=abcdef123456');
    await userEvent.click(send);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(t('errors.TRUELINK_DUPLICATE'));
  },
};

/** A refused link is the field's error (invalid, described by the reason) until the link is edited. */
export const TruelinkRefusedOnField: Story = {
  parameters: {
    msw: [http.post('/api/wallet/truelink', () => HttpResponse.json({ message: 'TRUELINK_INVALID' }, { status: 400 })), ...base()],
  },
  play: async ({ canvasElement }) => {
    const canvas = await tab(canvasElement, t('deposit.tab.truewallet'));
    const field = canvas.getByRole('textbox', { name: t('deposit.truelink.label') });
    await userEvent.type(field, 'https://gift.truemoney.com/campaign/?v=refused');
    await userEvent.click(canvas.getByRole('button', { name: t('deposit.truelink.send') }));
    const reason = t('errors.TRUELINK_INVALID');
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    await expect(field).toHaveAccessibleDescription(expect.stringContaining(reason));
    const message = canvas.getByRole('alert');
    await expect(message).toHaveTextContent(reason);
    await expect(field.getAttribute('aria-describedby')?.split(' ')).toContain(message.id);
    await userEvent.type(field, '1');
    await expect(field).toHaveAttribute('aria-invalid', 'false');
    await expect(canvas.queryByText(reason)).toBeNull();
  },
};

/**
 * The picked picture is shown before anything is sent: Cancel sends nothing and takes it away; a
 * picture picked again and sent is received.
 */
let slipPosts = 0;
export const SlipShownBeforeSending: Story = {
  beforeEach: () => {
    slipPosts = 0;
  },
  parameters: {
    msw: [
      http.post('/api/wallet/slip', () => {
        slipPosts += 1;
        return HttpResponse.json({ reference: 'SLIP0003', status: 'PENDING' });
      }),
      ...base(),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await pickSlip(canvasElement, 'wrong-photo.png');
    const chosen = await canvas.findByRole('group', { name: t('deposit.slip.check') });
    await expect(within(chosen).getByRole('img', { name: t('deposit.slip.previewAlt') })).toBeVisible();
    await expect(canvas.getByText(t('ui.fileDrop.selected', { name: 'wrong-photo.png' }))).toBeVisible();
    await userEvent.click(within(chosen).getByRole('button', { name: t('common.cancel') }));
    await waitFor(() => expect(canvas.queryByRole('group', { name: t('deposit.slip.check') })).toBeNull());
    await expect(canvas.queryByText(t('ui.fileDrop.selected', { name: 'wrong-photo.png' }))).toBeNull();
    await expect(slipPosts).toBe(0);

    await pickSlip(canvasElement);
    // Send on the phone's screen, not below the sheet's fold.
    const sendButton = await canvas.findByRole('button', { name: t('deposit.slip.send') });
    const view = canvasElement.ownerDocument.defaultView!;
    await waitFor(() => expect(sendButton.getBoundingClientRect().bottom).toBeLessThanOrEqual(view.innerHeight));
    await userEvent.click(sendButton);
    await expect(await canvas.findByText(t('deposit.slip.received', { reference: 'SLIP0003' }))).toBeVisible();
    // Send went with the preview: the section keeps the keyboard's place, not the page's start.
    await expect(canvas.getByRole('heading', { name: t('deposit.slip.title') })).toHaveFocus();
    await expect(slipPosts).toBe(1);
    await expect(canvas.queryByRole('group', { name: t('deposit.slip.check') })).toBeNull();
  },
};

export const SlipUploading: Story = {
  parameters: {
    msw: [
      http.post('/api/wallet/slip', async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
      ...base(),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await sendSlip(canvasElement);
    await expect(await canvas.findByRole('progressbar')).toBeVisible();
  },
};

/** A picture over the server's limit is refused on the phone, with the limit, before any upload. */
export const SlipTooLarge: Story = {
  parameters: {
    msw: [http.post('/api/wallet/slip', () => HttpResponse.json({ message: 'SLIP_UPLOAD_FAIL' }, { status: 413 })), ...base()],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText(t('deposit.slip.title'));
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!;
    const sevenMb = new File([new Uint8Array(7 * 1024 * 1024)], 'slip.png', { type: 'image/png' });
    await userEvent.upload(input, sevenMb);
    await expect(await canvas.findByText(t('validation.fileTooLarge', { size: SLIP_MAX_MB }))).toBeVisible();
    await expect(canvas.queryByRole('progressbar')).toBeNull();
  },
};

export const SlipReceived: Story = {
  parameters: {
    msw: [http.post('/api/wallet/slip', () => HttpResponse.json({ reference: 'SLIP0001', status: 'PENDING' })), ...base()],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await sendSlip(canvasElement);
    const received = await canvas.findByText(t('deposit.slip.received', { reference: 'SLIP0001' }));
    await expect(received).toBeVisible();
    // On the phone's screen, not below the sheet's fold (a player who sees nothing uploads again).
    const view = canvasElement.ownerDocument.defaultView!;
    await waitFor(() => expect(received.getBoundingClientRect().bottom).toBeLessThanOrEqual(view.innerHeight));
  },
};

/** No answer to the upload (offline): Retry is offered, and the connection coming back sends it again under the same key. */
let slipReachable = false;
const slipKeys: string[] = [];
export const SlipRetriedWhenBackOnline: Story = {
  beforeEach: () => {
    slipReachable = false;
    slipKeys.length = 0;
  },
  parameters: {
    msw: [
      http.post('/api/wallet/slip', ({ request }) => {
        slipKeys.push(request.headers.get('idempotency-key') ?? '');
        return slipReachable ? HttpResponse.json({ reference: 'SLIP0002', status: 'PENDING' }) : HttpResponse.error();
      }),
      ...base(),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await sendSlip(canvasElement);
    await expect(await canvas.findByRole('button', { name: t('common.retry') }, { timeout: 15_000 })).toBeVisible();
    // It left the phone and no answer came: it may be in review already — said so, not "no connection".
    await expect(canvas.getByText(t('deposit.slip.unanswered'))).toBeVisible();
    slipReachable = true;
    window.dispatchEvent(new Event('online'));
    await expect(await canvas.findByText(t('deposit.slip.received', { reference: 'SLIP0002' }))).toBeVisible();
    await expect(canvas.queryByRole('button', { name: t('common.retry') })).toBeNull();
    await expect(new Set(slipKeys).size).toBe(1);
  },
};

/**
 * No answer to the upload, then the same picture chosen again (a gallery hands it over as a new copy,
 * another name and time; or a reload forgot the first): it goes with the first try's key, so the
 * server answers that slip instead of filing a second one.
 */
const samePictureKeys: string[] = [];
let samePictureAnswers = false;
export const SamePictureAgainAfterNoAnswerIsOneSlip: Story = {
  beforeEach: () => {
    samePictureKeys.length = 0;
    samePictureAnswers = false;
  },
  parameters: {
    msw: [
      http.post('/api/wallet/slip', ({ request }) => {
        samePictureKeys.push(request.headers.get('idempotency-key') ?? '');
        return samePictureAnswers ? HttpResponse.json({ reference: 'SLIP0003', status: 'PENDING' }) : HttpResponse.error();
      }),
      ...base(),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await sendSlip(canvasElement);
    await expect(await canvas.findByRole('button', { name: t('common.retry') }, { timeout: 15_000 })).toBeVisible();
    samePictureAnswers = true;
    await pickSlip(canvasElement, 'IMG_0002.png');
    await sendPicked(canvasElement);
    await expect(await canvas.findByText(t('deposit.slip.received', { reference: 'SLIP0003' }))).toBeVisible();
    await expect(new Set(samePictureKeys).size).toBe(1);
  },
};

export const SlipClosedNow: Story = {
  parameters: { msw: base(undefined, { ...openSlip, open: false }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t('deposit.slip.closedNow'))).toBeVisible();
  },
};

/** Issue 19.6: while the deposit lookup loads, the method tabs' shapes in a busy region, not a sentence. */
export const MethodsLoading: Story = {
  parameters: {
    msw: [http.get('/api/lookup/deposit', () => delay('infinite')), http.get('/api/lookup/slip', () => delay('infinite'))],
  },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByText(t('deposit.methodsLoading'))).toBeInTheDocument();
    const region = canvasElement.ownerDocument.querySelector('[data-skeleton]');
    await expect(region).toHaveAttribute('aria-busy', 'true');
    await expect(region?.querySelectorAll('[data-shape="block"]').length).toBeGreaterThanOrEqual(3);
  },
};
