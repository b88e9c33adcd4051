import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { Countdown } from './Countdown';

// A frozen clock keeps the static stories (and their screenshots) the same on every run.
const frozen = Date.UTC(2025, 0, 31, 7, 0, 0);

const meta = {
  title: 'UI/Countdown',
  component: Countdown,
  tags: ['autodocs'],
  args: { to: frozen + 5 * 60_000, now: () => frozen, onExpire: fn(), warnBelow: 60 },
  argTypes: { now: { control: false } },
  decorators: [(Story) => <div style={{ padding: 16 }}><Story /></div>],
} satisfies Meta<typeof Countdown>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Running: Story = {
  play: async ({ canvasElement, args }) => {
    const timer = within(canvasElement).getByRole('timer');
    await expect(timer).toHaveTextContent('05:00');
    await expect(timer).toHaveAccessibleName();
    await expect(args.onExpire).not.toHaveBeenCalled();
  },
};

export const Warning: Story = { args: { to: frozen + 42_000 } };

export const Expired: Story = {
  args: { to: frozen - 1000 },
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getByRole('timer')).toHaveTextContent('00:00');
    await waitFor(() => expect(args.onExpire).toHaveBeenCalledTimes(1));
  },
};

/** With the real clock: two seconds tick down and `onExpire` fires exactly once. */
export const TicksToZero: Story = {
  args: { to: undefined, seconds: 2, now: undefined },
  play: async ({ canvasElement, args }) => {
    const timer = within(canvasElement).getByRole('timer');
    await expect(timer).toHaveTextContent('00:02');
    await waitFor(() => expect(timer).toHaveTextContent('00:00'), { timeout: 4000 });
    await waitFor(() => expect(args.onExpire).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 600));
    await expect(args.onExpire).toHaveBeenCalledTimes(1);
  },
};
