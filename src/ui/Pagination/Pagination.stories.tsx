import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Pagination, type PaginationProps } from './Pagination';

const meta = {
  title: 'UI/Pagination',
  component: Pagination,
  tags: ['autodocs'],
  args: { page: 5, total: 95, pageSize: 10, disabled: false, onChange: fn() },
  decorators: [(Story) => <div style={{ padding: 16 }}><Story /></div>],
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

const pageButtons = (el: HTMLElement) =>
  within(el)
    .getAllByRole('button')
    .map((b) => b.textContent)
    .filter(Boolean);

export const Playground: Story = {};

/** Page 5 of 10: pages 2–6 shown (3 before, 1 after). */
export const Middle: Story = {
  play: async ({ canvasElement, args }) => {
    await expect(pageButtons(canvasElement)).toEqual(['2', '3', '4', '5', '6']);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { current: 'page' })).toHaveTextContent('5');
    await userEvent.click(canvas.getByRole('button', { name: /6/ }));
    await expect(args.onChange).toHaveBeenCalledWith(6);
  },
};

export const FirstPage: Story = {
  args: { page: 1 },
  play: async ({ canvasElement, args }) => {
    await expect(pageButtons(canvasElement)).toEqual(['1', '2']);
    const buttons = within(canvasElement).getAllByRole('button');
    await expect(buttons[0]).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(buttons[0]!);
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const LastPage: Story = {
  args: { page: 10 },
  play: async ({ canvasElement }) => {
    await expect(pageButtons(canvasElement)).toEqual(['7', '8', '9', '10']);
    const buttons = within(canvasElement).getAllByRole('button');
    await expect(buttons[buttons.length - 1]).toHaveAttribute('aria-disabled', 'true');
  },
};

export const Disabled: Story = { args: { disabled: true } };

/** One page or less: nothing is rendered. */
export const SinglePage: Story = {
  args: { page: 1, total: 7 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('nav')).toBeNull();
  },
};

function Controlled(args: PaginationProps) {
  const [page, setPage] = useState(args.page);
  return <Pagination {...args} page={page} onChange={(p) => { args.onChange(p); setPage(p); }} />;
}

/** Previous and next move one page and the current marker follows. */
export const PrevNext: Story = {
  args: { page: 3 },
  render: (args) => <Controlled {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const buttons = canvas.getAllByRole('button');
    await userEvent.click(buttons[buttons.length - 1]!);
    await expect(canvas.getByRole('button', { current: 'page' })).toHaveTextContent('4');
    // Said to a screen reader, whose focus stayed on Next.
    const said = canvasElement.querySelector('[aria-live="polite"]');
    await expect(said).toHaveTextContent('4');
    await expect(said).toHaveClass('visually-hidden');
    await userEvent.click(canvas.getAllByRole('button')[0]!);
    await userEvent.click(canvas.getAllByRole('button')[0]!);
    await expect(canvas.getByRole('button', { current: 'page' })).toHaveTextContent('2');
  },
};

/** Like the statement: the pager is off while the chosen page loads, then shows it as current. */
function Loading(args: PaginationProps) {
  const [page, setPage] = useState(args.page);
  const [loading, setLoading] = useState(false);
  const turnTo = (p: number) => {
    args.onChange(p);
    setLoading(true);
    setTimeout(() => {
      setPage(p);
      setLoading(false);
    }, 300);
  };
  return <Pagination {...args} page={page} disabled={loading} onChange={turnTo} />;
}

/** A page chosen from the keyboard keeps the focus while it loads and after: never dropped to the page. */
export const KeyboardFocusStaysWhileLoading: Story = {
  args: { page: 9 },
  render: (args) => <Loading {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const next = canvas.getAllByRole('button').at(-1)!;
    next.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith(10);
    await expect(next).toHaveAttribute('aria-disabled', 'true');
    // Pressed again while it loads: nothing more is asked.
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(next).toHaveFocus();
    await waitFor(() => expect(canvas.getByRole('button', { current: 'page' })).toHaveTextContent('10'));
    // The last page: Next is off for good, yet still holds the focus.
    await expect(next).toHaveFocus();
  },
};
