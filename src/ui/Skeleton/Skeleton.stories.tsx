import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Amount } from '../Amount';
import { Skeleton, SkeletonRegion } from './Skeleton';

const meta = {
  title: 'UI/Skeleton',
  component: Skeleton,
  tags: ['autodocs'],
  args: { shape: 'line', width: '60%' },
  argTypes: { shape: { control: 'inline-radio', options: ['line', 'block', 'circle'] } },
  decorators: [(Story) => <div style={{ padding: 16 }}><Story /></div>],
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** The three shapes in a loading region: one "loading" text for the reader, the shapes are hidden from it. */
export const Shapes: Story = {
  render: () => (
    <SkeletonRegion>
      <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
        <Skeleton shape="circle" width={48} />
        <div style={{ flex: 1, display: 'grid', gap: 4 }}>
          <Skeleton width="70%" />
          <Skeleton width="40%" />
        </div>
      </div>
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 8, marginTop: 12 }}>
        <Skeleton shape="block" aspectRatio="300 / 211" />
        <Skeleton shape="block" aspectRatio="300 / 211" />
        <Skeleton shape="block" aspectRatio="300 / 211" />
      </div>
    </SkeletonRegion>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvasElement.querySelector('[aria-busy="true"]');
    await expect(region).not.toBeNull();
    await expect(canvas.getByRole('status')).toHaveTextContent(/\S/);
    for (const shape of canvasElement.querySelectorAll('[data-shape]')) await expect(shape).toHaveAttribute('aria-hidden', 'true');
    // A block keeps the game card's ratio: as tall as the card that replaces it.
    const block = canvasElement.querySelector<HTMLElement>('[data-shape="block"]');
    const { width, height } = block?.getBoundingClientRect() ?? { width: 0, height: 0 };
    await expect(Math.abs(height - (width * 211) / 300)).toBeLessThan(1);
  },
};

/** Stand-in content sizes the box exactly (here an extra-large amount) and is never seen. */
export const SizedByContent: Story = {
  render: () => (
    <SkeletonRegion>
      <div style={{ display: 'flex', gap: 24, alignItems: 'flex-start' }}>
        <Skeleton>
          <Amount value={0} size="xl" currency="฿" />
        </Skeleton>
        <Amount value={0} size="xl" currency="฿" />
      </div>
    </SkeletonRegion>
  ),
  play: async ({ canvasElement }) => {
    const skeleton = canvasElement.querySelector<HTMLElement>('[data-shape]');
    const real = skeleton?.parentElement?.lastElementChild as HTMLElement;
    await expect(skeleton?.getBoundingClientRect().height).toBeCloseTo(real.getBoundingClientRect().height, 0);
    await expect(within(skeleton as HTMLElement).getByText('0.00')).not.toBeVisible();
  },
};
