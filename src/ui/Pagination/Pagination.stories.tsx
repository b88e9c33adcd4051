import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
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
  play: async ({ canvasElement }) => {
    await expect(pageButtons(canvasElement)).toEqual(['1', '2']);
    const buttons = within(canvasElement).getAllByRole('button');
    await expect(buttons[0]).toBeDisabled();
  },
};

export const LastPage: Story = {
  args: { page: 10 },
  play: async ({ canvasElement }) => {
    await expect(pageButtons(canvasElement)).toEqual(['7', '8', '9', '10']);
    const buttons = within(canvasElement).getAllByRole('button');
    await expect(buttons[buttons.length - 1]).toBeDisabled();
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
    await userEvent.click(canvas.getAllByRole('button')[0]!);
    await userEvent.click(canvas.getAllByRole('button')[0]!);
    await expect(canvas.getByRole('button', { current: 'page' })).toHaveTextContent('2');
  },
};
