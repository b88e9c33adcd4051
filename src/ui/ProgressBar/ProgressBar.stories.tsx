import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ProgressBar } from './ProgressBar';

const meta = {
  title: 'UI/ProgressBar',
  component: ProgressBar,
  tags: ['autodocs'],
  args: { label: 'ความคืบหน้าการอัปโหลด', value: 42 },
  argTypes: { value: { control: { type: 'range', min: 0, max: 100, step: 1 } } },
  decorators: [(Story) => <div style={{ padding: 16, display: 'flex' }}><Story /></div>],
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Part of the way: the reader hears the rounded percent, and the fill covers that share of the track. */
export const PartWay: Story = {
  args: { value: 42.4 },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'ความคืบหน้าการอัปโหลด' });
    await expect(bar).toHaveAttribute('aria-valuenow', '42');
    await expect(bar).toHaveAttribute('aria-valuemin', '0');
    await expect(bar).toHaveAttribute('aria-valuemax', '100');
    const fill = bar.firstElementChild as HTMLElement;
    const share = fill.getBoundingClientRect().width / bar.getBoundingClientRect().width;
    await expect(Math.abs(share - 0.424)).toBeLessThan(0.01);
  },
};

/** A value out of range (a late progress event) is held to the track's ends. */
export const Done: Story = {
  args: { value: 130 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  },
};

/** How far is not known yet: no number, the words say it is working, and a piece of the fill slides. */
export const NotKnown: Story = {
  args: { value: undefined, valueText: 'กำลังอัปโหลด…' },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar');
    await expect(bar).not.toHaveAttribute('aria-valuenow');
    await expect(bar).toHaveAttribute('aria-valuetext', 'กำลังอัปโหลด…');
    await expect(bar.firstElementChild).toHaveAttribute('data-indeterminate');
  },
};
