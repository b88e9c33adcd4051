import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { storyRouter } from '../../../.storybook/router';
import { HomeWidgets } from './HomeWidgets';

const meta = {
  title: 'Features/Home/HomeWidgets',
  component: HomeWidgets,
  tags: ['autodocs'],
  args: { wheelActive: true, coins: 12, refreshing: false },
  decorators: [
    storyRouter('/user/home').decorator,
    // The home's content width on a 390-wide phone (16 px page padding each side).
    (Story) => (
      <div style={{ width: 358, padding: 16, background: 'var(--color-bg)' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof HomeWidgets>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Issue 19.4: the seven tiles, every one as tall as the tallest in every language (a Lao label on
 * two lines or the wheel's coin count must not make one tile taller than its neighbours); the
 * wheel tile has the wheel icon (not the loader's arc) and refund its own icon (not transfer's).
 */
export const Tiles: Story = {
  play: async ({ canvasElement }) => {
    const tiles = within(canvasElement).getAllByRole('button');
    await expect(tiles).toHaveLength(7);
    const heights = new Set(tiles.map((tile) => Math.round(tile.getBoundingClientRect().height)));
    await expect([...heights]).toHaveLength(1);
    const icons = tiles.map((tile) => tile.querySelector('svg')?.innerHTML);
    // Transfer (3rd) and refund (7th) draw different icons; the wheel (4th) is not the busy arc.
    await expect(icons[6]).not.toBe(icons[2]);
    await expect(icons[3]).not.toBe('<path d="M12 3a9 9 0 1 0 9 9"></path>');
  },
};

/** Without an active wheel the fourth tile refreshes every balance. */
export const WithoutWheel: Story = { args: { wheelActive: false } };
