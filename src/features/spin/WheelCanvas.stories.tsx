import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import type { SpinSlice } from '../../api/contract';
import { planSpin, seededRandom } from './wheel';
import { WheelCanvas } from './WheelCanvas';

const colours = ['#f94144', '#f3722c', '#577590', '#f8961e', '#f9c74f', '#90be6d', '#43aa8b', '#7b2cbf'];
const labels = ['5 ฿', '10 ฿', 'Try again', '20 ฿', '50 ฿', '100 ฿', '300 ฿', '1000 ฿'];
const slices: SpinSlice[] = labels.map((label, i) => ({
  code: `S${i}`,
  label,
  bgColor: colours[i]!,
  textColor: i >= 3 && i <= 5 ? '#1b1b1b' : '#ffffff',
  htmlDescription: '',
}));

/** Where a seeded spin from rest towards slice 4 ends: the same angle on every run. */
const seeded = planSpin(0, 4, slices.length, seededRandom(2024));

const meta = {
  title: 'Features/Spin/WheelCanvas',
  component: WheelCanvas,
  tags: ['autodocs'],
  parameters: { layout: 'centered' },
  args: { slices, size: 331, rotation: seeded.to, label: 'Prize wheel' },
} satisfies Meta<typeof WheelCanvas>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A seeded landing on slice 4 (“50 ฿”), for a stable screenshot. */
export const SeededLanding: Story = {
  play: async ({ canvasElement }) => {
    const wheel = within(canvasElement).getByRole('img', { name: 'Prize wheel' });
    await waitFor(() => expect(wheel).toHaveAttribute('data-pointer-slice', '4'));
    await expect(wheel).toHaveAttribute('data-pointer-code', 'S4');
  },
};

/** The largest wheel (350 px) with a button over the centre. */
export const LargestWithCentre: Story = {
  args: {
    size: 350,
    rotation: 0,
    children: (
      <button type="button" style={{ pointerEvents: 'auto' }}>
        Spin
      </button>
    ),
  },
  play: async ({ canvasElement }) => {
    const wheel = within(canvasElement).getByRole('img', { name: 'Prize wheel' });
    await expect(wheel.getBoundingClientRect().width).toBe(350);
    await waitFor(() => expect(wheel).toHaveAttribute('data-pointer-slice', '0'));
  },
};

/** Answers `(prefers-reduced-motion: reduce)` as a player who asked for less motion; the rest as the browser does. */
function preferReducedMotion(): () => void {
  const original = window.matchMedia.bind(window);
  window.matchMedia = (query: string) =>
    query.includes('prefers-reduced-motion') ? ({ ...original(query), matches: true, media: query } as MediaQueryList) : original(query);
  return () => {
    window.matchMedia = original;
  };
}

/** With reduced motion asked for, a spin makes no turns: the wheel is drawn only where it lands, then `onLanded`. */
export const ReducedMotionSpin: Story = {
  args: { rotation: 0, plan: seeded, onLanded: fn() },
  beforeEach: preferReducedMotion,
  play: async ({ canvasElement, args }) => {
    const wheel = within(canvasElement).getByRole('img', { name: 'Prize wheel' });
    const drawn = new Set([wheel.dataset.rotation]);
    const watch = new MutationObserver(() => drawn.add(wheel.dataset.rotation));
    watch.observe(wheel, { attributes: true, attributeFilter: ['data-rotation'] });
    await waitFor(() => expect(args.onLanded).toHaveBeenCalledTimes(1));
    watch.disconnect();
    await expect([...drawn]).toEqual([seeded.to.toFixed(6)]);
    await expect(wheel).toHaveAttribute('data-pointer-code', 'S4');
  },
};
