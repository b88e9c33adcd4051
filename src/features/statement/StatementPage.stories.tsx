import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyLanguage, t } from '../../../.storybook/t';
import { linesOf, narrowPhone } from '../../../.storybook/layout';
import { relativeTime } from '../../lib/dates';
import { delay, http, HttpResponse } from 'msw';
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { storyRouter } from '../../../.storybook/router';
import { receiptReference, type SlipRow, type StatementEntry } from '../../api/contract';
import { resetMoneyStories, sampleSnapshot, withMoneyHost } from '../../../.storybook/storyHost';
import { resetWallet } from '../wallet/store';
import StatementPage from './StatementPage';
import { EntryReceiptDialog } from './EntryReceiptDialog';
import { SlipDialog } from './SlipDialog';
import { StatementSkeleton } from './StatementEntryItem';
import { resetStatement, statement } from './store';

const now = Date.parse('2025-05-02T10:00:00.000Z');
const minutesAgo = (minutes: number) => new Date(now - minutes * 60_000).toISOString();

const entry = (id: number, overrides: Partial<StatementEntry>): StatementEntry => ({
  _id: `tx:${id}`,
  statementType: 'deposit',
  status: 'SUCCESS',
  from: 'QR',
  to: 'WALLET',
  amount: 500,
  createdAt: minutesAgo(id * 7),
  reference: receiptReference(String(id)),
  ...overrides,
});

const journey: StatementEntry[] = [
  entry(1, { statementType: 'bonus', from: 'BONUS', amount: 100, bonus: { description: '<p>Welcome bonus: <b>100</b></p>' } }),
  entry(2, { statementType: 'transfer', from: 'WALLET', to: 'PG', amount: 120 }),
  entry(3, { statementType: 'withdraw', from: 'WALLET', to: 'BANK', amount: 300, status: 'PENDING' }),
  entry(4, {
    statementType: 'finish_bonus',
    from: 'BONUS',
    to: 'WELCOME100',
    amount: 100,
    bonus: { description: 'Welcome bonus' },
    reference: undefined,
  }),
  entry(5, { statementType: 'withdraw', from: 'WALLET', to: 'BANK', amount: 50, status: 'FAILED' }),
  entry(6, { statementType: 'deposit', amount: 1000 }),
];
/** 23 entries: three pages of 10. */
const many = Array.from({ length: 23 }, (_, i) => entry(i + 1, { amount: (i + 1) * 10 }));

const slip = (n: number, overrides: Partial<SlipRow>): SlipRow => ({
  reference: `SLIP${String(n).padStart(4, '0')}`,
  createdAt: minutesAgo(n * 30),
  amount: 0,
  status: 'PENDING',
  note: null,
  link: `/media/slips/SLIP${n}?exp=1&sig=x`,
  ...overrides,
});
const slips: SlipRow[] = [
  slip(1, {}),
  slip(2, { status: 'SUCCESS', amount: 750 }),
  slip(3, { status: 'FAILED', note: 'SLIP_REFNO_DUPLICATED' }),
  slip(4, { status: 'FAILED', note: 'EXPIRED_SLIP' }),
];

const pageOf = <T,>(rows: T[], request: Request) =>
  request.json().then((body) => {
    const { page = 1, limit = 10 } = body as { page?: number; limit?: number };
    return { rows: rows.slice((page - 1) * limit, page * limit), total: rows.length };
  });
/** The statement server's answer: the asked page of `rows`. */
const answerPage = async (rows: StatementEntry[], request: Request) => {
  const { rows: statements, total } = await pageOf(rows, request);
  return HttpResponse.json({ total, statements });
};
const statementOf = (rows: StatementEntry[]) => http.post('/api/statement', ({ request }) => answerPage(rows, request));
let slipCalls = 0;
const slipsOf = (rows: SlipRow[]) =>
  http.post('/api/statement/slip', async ({ request }) => {
    slipCalls += 1;
    const { rows: page, total } = await pageOf(rows, request);
    return HttpResponse.json({ total, slips: page });
  });

const meta = {
  title: 'Features/Statement/StatementPage',
  component: StatementPage,
  tags: ['autodocs'],
  decorators: [withMoneyHost, storyRouter('/user/statement').decorator],
  args: { now },
  parameters: {
    docsFrame: 760,
    msw: [statementOf(journey), slipsOf(slips)],
  },
  beforeEach: () => {
    resetStatement();
    resetMoneyStories();
    slipCalls = 0;
  },
} satisfies Meta<typeof StatementPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SignsIconsAndStatuses: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: t('statement.listLabel') });
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(6);
    const [bonus, transfer, withdraw, ended, failed, deposit] = items as [
      HTMLElement,
      HTMLElement,
      HTMLElement,
      HTMLElement,
      HTMLElement,
      HTMLElement,
    ];
    await expect(within(bonus).getByRole('img', { name: t('statement.type.bonus') })).toBeVisible();
    await expect(bonus).toHaveTextContent('+100.00');
    await expect(bonus).toHaveTextContent('Welcome bonus: 100');
    await expect(within(transfer).getByRole('img', { name: t('home.transfer') })).toBeVisible();
    // A game by the name the home shows it under, not its code.
    await expect(transfer).toHaveTextContent(t('statement.activity.transfer', { from: t('statement.place.WALLET'), to: 'PG Soft' }));
    await expect(transfer).toHaveTextContent(/(^|[^+-])120\.00/);
    await expect(within(withdraw).getByRole('img', { name: t('home.withdraw') })).toBeVisible();
    await expect(withdraw).toHaveTextContent('-300.00');
    await expect(withdraw).toHaveTextContent(t('statement.status.pending'));
    await expect(within(ended).getByRole('img', { name: t('statement.activity.finish_bonus') })).toBeVisible();
    await expect(failed).toHaveTextContent(t('statement.status.failed'));
    // Refused: the money came back, so its amount is struck through and quiet, not a red loss.
    const refusedAmount = within(failed).getByText(/50\.00/).closest('[data-tone]') as HTMLElement;
    await expect(getComputedStyle(refusedAmount).textDecorationLine).toBe('line-through');
    await expect(getComputedStyle(refusedAmount).color).not.toBe(getComputedStyle(within(withdraw).getByText(/300\.00/).closest('[data-tone]')!).color);
    await expect(within(deposit).getByRole('img', { name: t('deposit.title') })).toBeVisible();
    await expect(deposit).toHaveTextContent('+1,000.00');
    await expect(deposit).toHaveTextContent(t('statement.activity.deposit', { from: t('statement.place.QR') }));
    await expect(deposit).toHaveTextContent(relativeTime(minutesAgo(42), storyLanguage(), now));
    await expect(deposit).toHaveTextContent(/\d\d\/05\/2025 \d\d:\d\d:\d\d/);
  },
};

/**
 * On a 320 px phone a place's name moves to the next line whole: the browser's Thai and Lao
 * dictionaries split "QR code" (คิว|อาร์|โค้ด, ຄິວ|ອາໂຄ້|ດ), and the line broke inside it.
 */
/** A withdrawal paid while the player reads: its line turns "success" on the next quiet ask, no reload, no loader. */
let statementAsks = 0;
export const PendingLineTurnsLive: Story = {
  parameters: {
    msw: [
      http.post('/api/statement', ({ request }) => {
        statementAsks += 1;
        const rows = statementAsks === 1 ? journey : journey.map((row) => (row.status === 'PENDING' ? { ...row, status: 'SUCCESS' as const } : row));
        return answerPage(rows, request);
      }),
      slipsOf(slips),
    ],
  },
  play: async ({ canvasElement }) => {
    statementAsks = 0;
    const list = await within(canvasElement).findByRole('list', { name: t('statement.listLabel') });
    const withdraw = within(list).getAllByRole('listitem')[2]!;
    await expect(withdraw).toHaveTextContent(t('statement.status.pending'));
    await waitFor(() => expect(withdraw).toHaveTextContent(t('statement.status.success')), { timeout: 8000 });
    await expect(list).not.toHaveAttribute('aria-busy');
    // Nothing is waiting any more: no further asks.
    const asked = statementAsks;
    await delay(5500);
    await expect(statementAsks).toBe(asked);
  },
};

export const NarrowPhoneKeepsPlacesWhole: Story = {
  decorators: [narrowPhone],
  play: async ({ canvasElement }) => {
    const list = await within(canvasElement).findByRole('list', { name: t('statement.listLabel') });
    const items = within(list).getAllByRole('listitem');
    const deposit = items[5]!;
    await expect(deposit).toHaveTextContent(t('statement.activity.deposit', { from: t('statement.place.QR') }));
    await document.fonts.ready;
    await expect(linesOf(deposit, t('statement.place.QR'))).toBe(1);
    await expect(linesOf(items[1]!, t('statement.place.WALLET'))).toBe(1);
    // A game's name is one unit: "PG" never ends a line with "Soft" on the next.
    await expect(linesOf(items[1]!, 'PG Soft')).toBe(1);
    // A withdrawal in progress: its wide status pill leaves the text its line.
    await expect(items[2]!).toHaveTextContent(t('statement.status.pending'));
    await expect(linesOf(items[2]!, t('statement.place.BANK'))).toBe(1);
  },
};

/** The same in Lao, where the dictionary cut ຄິວ⁠ອາ⁠ໂຄ້⁠ດ before its last letter. */
export const NarrowPhoneKeepsPlacesWholeLao: Story = { ...NarrowPhoneKeepsPlacesWhole, globals: { locale: 'la' } };

/** "Transfer everything" names its many sources as the receipt did, on the line and on the entry's receipt. */
export const TransferFromEveryAccount: Story = {
  parameters: { msw: [statementOf([entry(1, { statementType: 'transfer', from: 'ALL', to: 'WALLET', amount: 120 })]), slipsOf(slips)] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: t('statement.listLabel') });
    const line = t('statement.activity.transfer', { from: t('statement.place.ALL'), to: t('statement.place.WALLET') });
    await expect(within(list).getByRole('listitem')).toHaveTextContent(line);
    await expect(list).not.toHaveTextContent(/\bALL\b/);
    await userEvent.click(within(list).getByRole('button', { name: t('receipt.openFor', { reference: receiptReference('1') }) }));
    const receipt = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: t('receipt.open') });
    await expect(receipt).toHaveTextContent(line);
  },
};

export const ThaiStatement: Story = {
  globals: { locale: 'th' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: 'รายการเดินบัญชี' });
    await expect(within(list).getByRole('img', { name: 'ฝากเงิน' })).toBeVisible();
    await expect(within(list).getAllByRole('img', { name: 'ถอนเงิน' })).toHaveLength(2);
  },
};

export const LaoStatement: Story = {
  globals: { locale: 'la' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: 'ລາຍການເຄື່ອນໄຫວ' });
    await expect(within(list).getByRole('img', { name: 'ໂອນເງິນ' })).toBeVisible();
  },
};

export const PaginatedByTen: Story = {
  parameters: { msw: [statementOf(many), slipsOf(slips)] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: t('statement.listLabel') });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    // The range shows 3 pages before the current one and 1 after (spec §9): from page 1, only 1–2.
    await expect(canvas.queryByRole('button', { name: t('ui.pagination.page', { page: 3 }) })).toBeNull();
    // Turned from the foot of the list, page 2 starts at its top.
    window.scrollTo({ top: document.documentElement.scrollHeight });
    await waitFor(() => expect(window.scrollY).toBeGreaterThan(0));
    await userEvent.click(canvas.getByRole('button', { name: t('ui.pagination.page', { page: 2 }) }));
    await waitFor(() => expect(window.scrollY).toBe(0));
    // Page 2 shown and the pager on again (it is off with aria-disabled while a page loads, which
    // toBeEnabled does not see: a press then was ignored, and the list stayed on page 2).
    await waitFor(() => expect(canvas.getByRole('button', { name: t('ui.pagination.page', { page: 2 }) })).toHaveAttribute('aria-current', 'page'));
    await waitFor(() => expect(canvas.getByRole('button', { name: t('ui.pagination.page', { page: 3 }) })).not.toHaveAttribute('aria-disabled'));
    await userEvent.click(canvas.getByRole('button', { name: t('ui.pagination.page', { page: 3 }) }));
    await waitFor(() =>
      expect(within(canvas.getByRole('list', { name: t('statement.listLabel') })).getAllByRole('listitem')).toHaveLength(3),
    );
    await expect(canvas.getByRole('button', { name: t('ui.pagination.page', { page: 3 }) })).toHaveAttribute('aria-current', 'page');
  },
};

/** The page turned to is kept in the link (replaced, not pushed): a reload comes back to it. */
const pagedRoute = storyRouter('/user/statement?page=2');
export const PageKeptInTheLink: Story = {
  decorators: [pagedRoute.decorator],
  parameters: { msw: [statementOf(many), slipsOf(slips)] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const pageButton = (page: number) => canvas.getByRole('button', { name: t('ui.pagination.page', { page }) });
    await waitFor(() => expect(pageButton(2)).toHaveAttribute('aria-current', 'page'));
    await canvas.findByRole('button', { name: t('receipt.openFor', { reference: 'TX00000011' }) });
    await userEvent.click(pageButton(3));
    await waitFor(() => expect(pagedRoute.history()).toEqual(['/user/statement?page=3']));
    // The pager rests while page 3 loads (a tap then does nothing): turn again once it has come.
    await waitFor(() => expect(pageButton(1)).toBeEnabled());
    await userEvent.click(pageButton(1));
    await waitFor(() => expect(pagedRoute.history()).toEqual(['/user/statement']));
  },
};

/** A kept page past the end (the list has since shrunk to three pages): its last page, and the link says so. */
const pastTheEnd = storyRouter('/user/statement?page=7');
export const KeptPagePastTheEnd: Story = {
  decorators: [pastTheEnd.decorator],
  parameters: { msw: [statementOf(many), slipsOf(slips)] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: t('ui.pagination.page', { page: 3 }) })).toHaveAttribute('aria-current', 'page'),
    );
    await expect(within(canvas.getByRole('list', { name: t('statement.listLabel') })).getAllByRole('listitem')).toHaveLength(3);
    await expect(pastTheEnd.history().at(-1)).toBe('/user/statement?page=3');
  },
};

/** Page 3 does not come (the network dropped): the pager stays on page 2, whose entries are shown. */
export const PageThatNeverCame: Story = {
  parameters: {
    msw: [
      http.post('/api/statement', async ({ request }) => {
        const body = (await request.clone().json()) as { page?: number };
        if (body.page === 3) return HttpResponse.error();
        const { rows: statements, total } = await pageOf(many, request);
        return HttpResponse.json({ total, statements });
      }),
      slipsOf(slips),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const pageButton = (page: number) => canvas.getByRole('button', { name: t('ui.pagination.page', { page }) });
    const firstShown = () => within(canvas.getByRole('list', { name: t('statement.listLabel') })).getAllByRole('listitem')[0]!.textContent;
    await canvas.findByRole('list', { name: t('statement.listLabel') });
    const pageOne = firstShown();
    await userEvent.click(pageButton(2));
    await waitFor(() => expect(firstShown()).not.toBe(pageOne));
    const pageTwo = firstShown();
    await waitFor(() => expect(pageButton(3)).toBeEnabled());
    await userEvent.click(pageButton(3));
    await waitFor(() => expect(pageButton(2)).toHaveAttribute('aria-current', 'page'));
    await expect(pageButton(3)).not.toHaveAttribute('aria-current');
    await expect(within(canvas.getByRole('list', { name: t('statement.listLabel') })).getAllByRole('listitem')[0]).toHaveTextContent(pageTwo!);
  },
};

export const Empty: Story = {
  parameters: { msw: [statementOf([]), slipsOf([])] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: t('statement.empty') })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: [http.post('/api/statement', () => delay('infinite'))] },
  play: async ({ canvasElement }) => {
    // Issue 19.6: a page of line-shaped placeholders in a busy region, not a spinner.
    const region = await waitFor(() => {
      const found = canvasElement.querySelector('[aria-busy="true"]');
      if (!found) throw new Error('no loading region yet');
      return found;
    });
    await expect(region).not.toBeNull();
    await expect(within(region as HTMLElement).getByText(t('statement.loading'))).toBeInTheDocument();
    await expect(region?.querySelectorAll('li')).toHaveLength(10);
    await expect(within(canvasElement).queryByTestId('loader-indicator')).toBeNull();
  },
};

/** The first page never comes: no error toast (spec §7), no "no entries yet" either — said, with Retry. */
let statementFails = true;
export const LoadFailsSilently: Story = {
  beforeEach: () => {
    statementFails = true;
  },
  parameters: {
    msw: [
      http.post('/api/statement', ({ request }) =>
        statementFails ? HttpResponse.json({ message: 'INTERNAL_SERVER_ERROR' }, { status: 500 }) : answerPage(journey, request),
      ),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: t('statement.loadFailed') })).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: t('statement.empty') })).toBeNull();
    await expect(canvas.queryByText(t('errors.INTERNAL_SERVER_ERROR'))).toBeNull();
    // Back online, the page loads by itself.
    statementFails = false;
    window.dispatchEvent(new Event('online'));
    await canvas.findByRole('list', { name: t('statement.listLabel') });
    await expect(canvas.queryByRole('heading', { name: t('statement.loadFailed') })).toBeNull();
  },
};

export const SlipsWithReasons: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: t('statement.slips.open') }));
    const dialog = await canvas.findByRole('dialog', { name: t('statement.slips.caption') });
    const table = await within(dialog).findByRole('table', { name: t('statement.slips.caption') });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(5));
    const rows = within(table).getAllByRole('row').slice(1) as [HTMLElement, HTMLElement, HTMLElement, HTMLElement];
    await expect(rows[0]).toHaveTextContent(t('statement.status.pending'));
    // Read as "no amount" (the dash is drawn, not read).
    await expect(within(rows[0]).getByText(t('statement.slips.noAmount'))).toHaveClass('visually-hidden');
    await expect(rows[1]).toHaveTextContent('750.00');
    await expect(rows[1]).toHaveTextContent(t('statement.status.success'));
    await expect(rows[2]).toHaveTextContent(t('slipReason.SLIP_REFNO_DUPLICATED'));
    await expect(rows[3]).toHaveTextContent(t('slipReason.EXPIRED_SLIP'));
    await expect(within(rows[2]).getByRole('button', { name: t('statement.slips.view') })).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: t('sandbox.refresh') }));
    await waitFor(() => expect(slipCalls).toBe(2));
  },
};

export const SlipsInThai: Story = {
  globals: { locale: 'th' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'สลิป' }));
    const dialog = await canvas.findByRole('dialog', { name: 'สลิปที่อัปโหลด' });
    await expect(await within(dialog).findByText('สลิปซ้ำ')).toBeVisible();
  },
};

export const NoSlips: Story = {
  globals: { locale: 'la' },
  parameters: { msw: [statementOf(journey), slipsOf([])] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'ສະລິບ' }));
    const dialog = await canvas.findByRole('dialog', { name: 'ສະລິບທີ່ອັບໂຫຼດ' });
    await expect(await within(dialog).findByText('ຍັງບໍ່ມີສະລິບທີ່ອັບໂຫຼດ')).toBeVisible();
  },
};

/** Whether the story's connection is down: the slip list's POST fails as a dropped network does. */
let slipsOffline = true;
const flakySlips = http.post('/api/statement/slip', async ({ request }) => {
  if (slipsOffline) return HttpResponse.error();
  const { rows, total } = await pageOf(slips, request);
  return HttpResponse.json({ total, slips: rows });
});

/** Opens the slip dialog while its list cannot load: the dialog, once it says so. */
async function slipsThatFailed(canvasElement: HTMLElement): Promise<HTMLElement> {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('button', { name: t('statement.slips.open') }));
  const dialog = await canvas.findByRole('dialog', { name: t('statement.slips.title') });
  await expect(await within(dialog).findByRole('heading', { name: t('statement.slips.loadFailed') }, { timeout: 8000 })).toBeVisible();
  return dialog;
}

/**
 * Slips opened offline (QA walk, th): no error toast (spec §7), but never "no slips uploaded" over slips
 * that exist — said, with Retry; back online, the list loads by itself.
 */
export const SlipsLoadFailOffline: Story = {
  globals: { locale: 'th' },
  beforeEach: () => {
    slipsOffline = true;
  },
  parameters: { msw: [statementOf(journey), flakySlips] },
  play: async ({ canvasElement }) => {
    const dialog = await slipsThatFailed(canvasElement);
    await expect(within(dialog).getByRole('button', { name: t('ui.empty.retry') })).toBeVisible();
    await expect(within(dialog).queryByText(t('statement.slips.empty'))).toBeNull();
    await expect(within(canvasElement.ownerDocument.body).queryByText(t('errors.NETWORK'))).toBeNull();
    slipsOffline = false;
    window.dispatchEvent(new Event('online'));
    const table = await within(dialog).findByRole('table', { name: t('statement.slips.caption') }, { timeout: 8000 });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(5));
    await expect(within(dialog).queryByRole('heading', { name: t('statement.slips.loadFailed') })).toBeNull();
  },
};

/** Retry in the slip dialog loads the list once the connection is back. */
export const SlipsRetryAfterFailedLoad: Story = {
  beforeEach: () => {
    slipsOffline = true;
  },
  parameters: { msw: [statementOf(journey), flakySlips] },
  play: async ({ canvasElement }) => {
    const dialog = await slipsThatFailed(canvasElement);
    slipsOffline = false;
    await userEvent.click(within(dialog).getByRole('button', { name: t('ui.empty.retry') }));
    const table = await within(dialog).findByRole('table', { name: t('statement.slips.caption') }, { timeout: 8000 });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(5));
    await expect(within(dialog).queryByText(t('statement.slips.empty'))).toBeNull();
  },
};

/**
 * Issue 18.6: "View image" asks GET /api/statement/slip/reference/{ref} for a fresh signed link
 * (the list's own expires after an hour) and opens that one in a new window.
 */
export const SlipOpensByReference: Story = {
  parameters: {
    msw: [
      statementOf(journey),
      slipsOf(slips),
      http.get('/api/statement/slip/reference/:reference', ({ params }) =>
        HttpResponse.json({ url: `/media/slips/${String(params.reference)}?exp=9&sig=fresh` }),
      ),
    ],
  },
  play: async ({ canvasElement }) => {
    const open = spyOn(window, 'open').mockReturnValue(null);
    try {
      const canvas = within(canvasElement);
      await userEvent.click(await canvas.findByRole('button', { name: t('statement.slips.open') }));
      const dialog = await canvas.findByRole('dialog', { name: t('statement.slips.caption') });
      const table = await within(dialog).findByRole('table', { name: t('statement.slips.caption') });
      await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(5));
      const row = within(table).getAllByRole('row')[3] as HTMLElement;
      await userEvent.click(within(row).getByRole('button', { name: t('statement.slips.view') }));
      await waitFor(() => expect(open).toHaveBeenCalledTimes(1));
      const [url] = open.mock.calls[0] ?? [];
      await expect(String(url)).toMatch(/\/media\/slips\/SLIP0003\?exp=9&sig=fresh$/);
    } finally {
      open.mockRestore();
    }
  },
};

/** Issue 19.6: the statement's loading shapes alone (baselines in th, la and en). */
export const LoadingShapes: Story = {
  render: () => (
    <div style={{ padding: 16, background: 'var(--color-bg)' }}>
      <StatementSkeleton />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const region = canvasElement.querySelector('[data-skeleton]');
    await expect(region).toHaveAttribute('aria-busy', 'true');
    await expect(region?.querySelector('[role="status"]')).toHaveTextContent(/\S/);
    await expect(region?.querySelectorAll('li')).toHaveLength(10);
  },
};

/** The slip dialog open on its first page; "View image" asks the reference endpoint (see SlipOpensByReference). */
export const SlipsDialog: Story = {
  decorators: [
    (Story) => {
      Object.assign(statement, { slipsOpen: true, slips: { page: 1, rows: slips, total: slips.length, loading: false } });
      return <Story />;
    },
  ],
  render: () => <SlipDialog />,
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog');
    await expect(within(dialog).getAllByRole('row')).toHaveLength(5);
  },
};

/** Each entry that moved money links to its receipt: the reference, time and current status (issue 18.3). */
export const ReceiptOfAnEntry: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = await canvas.findByRole('button', { name: t('receipt.openFor', { reference: 'TX00000003' }) });
    // A line of text, yet a finger's height to tap: 20 px above and below its middle still hit it.
    const box = link.getBoundingClientRect();
    for (const dy of [-20, 20]) {
      await expect(canvasElement.ownerDocument.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2 + dy)).toBe(link);
    }
    await userEvent.click(link);
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: t('receipt.open') });
    await expect(within(dialog).getByRole('textbox', { name: t('ui.receipt.reference') })).toHaveValue('TX00000003');
    await expect(within(dialog).getByText(t('statement.status.pending'))).toBeVisible();
    // The end of a bonus moved no money: no receipt link.
    await expect(canvas.getAllByRole('button', { name: new RegExp(t('receipt.openFor', { reference: 'TX' })) })).toHaveLength(5);
    await userEvent.click(within(dialog).getByRole('button', { name: t('ui.receipt.done') }));
    await waitFor(() => expect(body.queryByRole('dialog', { name: t('receipt.open') })).toBeNull());
  },
};

/** Whether the story's bank has paid the pending withdrawal (TX00000003) yet. */
let paid = false;

/**
 * A waiting withdrawal's receipt, left open, turns "success" when the bank pays: the statement is
 * asked again every few seconds while it waits, and its line with it.
 */
export const ReceiptTurnsLiveWhenPaid: Story = {
  parameters: {
    msw: [
      http.post('/api/statement', async ({ request }) => {
        const rows = journey.map((row) => (paid && row.reference === 'TX00000003' ? { ...row, status: 'SUCCESS' } : row));
        const { rows: statements, total } = await pageOf(rows, request);
        return HttpResponse.json({ statements, total });
      }),
      slipsOf(slips),
    ],
  },
  beforeEach: () => {
    paid = false;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: t('receipt.openFor', { reference: 'TX00000003' }) }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: t('receipt.open') });
    await expect(within(dialog).getByText(t('statement.status.pending'))).toBeVisible();
    paid = true;
    await expect(await within(dialog).findByText(t('statement.status.success'), {}, { timeout: 8000 })).toBeVisible();
    await expect(within(dialog).queryByText(t('statement.status.pending'))).toBeNull();
    const line = canvas.getByRole('button', { name: t('receipt.openFor', { reference: 'TX00000003' }) }).closest('li');
    await expect(line).toHaveTextContent(t('statement.status.success'));
  },
};

/** A link to an older entry's receipt (`?receipt=` naming one on page 2): said at once, and it does not pop up later. */
export const LinkedReceiptOnALaterPage: Story = {
  decorators: [storyRouter('/user/statement?receipt=TX00000015').decorator],
  parameters: { msw: [statementOf(many), slipsOf(slips)] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await body.findByText(t('statement.receiptNotLatest'));
    await expect(body.queryByRole('dialog', { name: t('receipt.open') })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: t('ui.pagination.page', { page: 2 }) }));
    await canvas.findByRole('button', { name: t('receipt.openFor', { reference: 'TX00000015' }) });
    await expect(body.queryByRole('dialog', { name: t('receipt.open') })).toBeNull();
  },
};

/** A link whose receipt is no reference at all is dropped: nothing opens, nothing is said. */
export const LinkedNonsense: Story = {
  decorators: [storyRouter('/user/statement?receipt=garbage').decorator],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('list', { name: t('statement.listLabel') });
    const body = within(canvasElement.ownerDocument.body);
    await expect(body.queryByText(t('statement.receiptNotLatest'))).toBeNull();
    await expect(body.queryByRole('dialog', { name: t('receipt.open') })).toBeNull();
  },
};

/** Opened straight at the statement (the home's wallet never read), games still go by their names. */
export const GameNamesOnADirectLoad: Story = {
  beforeEach: () => {
    resetWallet();
  },
  parameters: { msw: [statementOf(journey), slipsOf(slips), http.get('/api/wallet', () => HttpResponse.json(sampleSnapshot))] },
  play: async ({ canvasElement }) => {
    const list = await within(canvasElement).findByRole('list', { name: t('statement.listLabel') });
    await waitFor(() => expect(list).toHaveTextContent(t('statement.activity.transfer', { from: t('statement.place.WALLET'), to: 'PG Soft' })));
  },
};

/** A linked receipt on the first page opens at once. */
export const LinkedReceipt: Story = {
  decorators: [storyRouter('/user/statement?receipt=TX00000003').decorator],
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: t('receipt.open') });
    await expect(within(dialog).getByRole('textbox', { name: t('ui.receipt.reference') })).toHaveValue('TX00000003');
  },
};

/** A pending withdrawal's receipt from the statement (screenshot baseline). */
export const EntryReceipt: Story = {
  render: () => <EntryReceiptDialog entry={journey[2]!} onClose={() => undefined} />,
};

/** A refused withdrawal's receipt: a red cross, never the green tick of money that moved. */
export const EntryReceiptRefused: Story = {
  render: () => <EntryReceiptDialog entry={journey.find((e) => e.statementType === 'withdraw' && e.status === 'FAILED')!} onClose={() => undefined} />,
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: t('receipt.open') });
    await expect(within(dialog).getByText(t('statement.status.failed'))).toBeVisible();
    // The money came back: said, as the withdrawal's own receipt says it.
    await expect(within(dialog).getByText(t('receipt.withdrawRefused'))).toBeVisible();
    const receipt = dialog.querySelector('section[data-tone]');
    await expect(receipt).toHaveAttribute('data-tone', 'failed');
    // The mark is the cross (ui/Icon's `close`), not the tick.
    await expect(receipt!.querySelector('[aria-hidden="true"] svg')!.innerHTML).toContain('M6 6l12 12');
  },
};
