import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { t } from '../../../.storybook/t';
import { Amount } from '../Amount';
import type { DataTableColumn } from '../DataTable';
import { PagedTable } from './PagedTable';

interface Invitee {
  id: string;
  name: string;
  amount: number;
}

const pageOne: Invitee[] = Array.from({ length: 10 }, (_, i) => ({ id: `I${i + 1}`, name: `Player ${i + 1}`, amount: 5 * (i + 1) }));

const columns: DataTableColumn<Invitee>[] = [
  { key: 'name', header: 'Name' },
  { key: 'amount', header: 'Amount', align: 'end', render: (row) => <Amount value={row.amount} /> },
];

/** A paged list from the server: rows and pager, "could not load" with Retry, or the empty text. */
const meta = {
  title: 'UI/PagedTable',
  component: PagedTable<Invitee>,
  tags: ['autodocs'],
  args: {
    columns,
    rowKey: (row: Invitee) => row.id,
    caption: 'Invited friends',
    empty: 'You have not invited anyone yet',
    failedTitle: 'Invited friends could not be loaded',
    list: { page: 1, rows: pageOne, total: 23, loading: false, failed: false },
    onRetry: fn(),
    onPage: fn(),
  },
  argTypes: { columns: { control: false }, rowKey: { control: false } },
  decorators: [(Story) => <div style={{ padding: 16 }}><Story /></div>],
} satisfies Meta<typeof PagedTable<Invitee>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A page of rows and the pager that asks for the next. */
export const RowsAndPager: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Invited friends' });
    await expect(within(table).getAllByRole('row')).toHaveLength(11);
    await userEvent.click(canvas.getByRole('button', { name: t('ui.pagination.page', { page: 2 }) }));
    await expect(args.onPage).toHaveBeenCalledWith(2);
  },
};

/** Nothing came: said so with Retry, and never the empty text that would say there is nothing. */
export const CouldNotLoad: Story = {
  args: { list: { page: 1, rows: [], total: 0, loading: false, failed: true } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Invited friends could not be loaded' })).toBeVisible();
    await expect(canvas.queryByText('You have not invited anyone yet')).toBeNull();
    await expect(canvas.queryByRole('table')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: t('ui.empty.retry') }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** Another Retry nearby asks for this list too: the failure is said with no second button. */
export const CouldNotLoadRetriedElsewhere: Story = {
  args: { list: { page: 1, rows: [], total: 0, loading: false, failed: true }, onRetry: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Invited friends could not be loaded' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: t('ui.empty.retry') })).toBeNull();
  },
};

/** An answer with no rows: the empty text. */
export const Empty: Story = {
  args: { list: { page: 1, rows: [], total: 0, loading: false, failed: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('You have not invited anyone yet')).toBeVisible();
    await expect(canvas.queryByRole('navigation')).toBeNull();
  },
};

/** A list refreshed in place keeps its rows while the page loads; the pager waits. */
export const KeepsRowsWhileLoading: Story = {
  args: { keepRows: true, list: { page: 1, rows: pageOne, total: 23, loading: true, failed: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Player 1')).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('ui.pagination.page', { page: 2 }) })).toHaveAttribute('aria-disabled', 'true');
  },
};
