import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { storyRouter } from '../../../.storybook/router';
import { HomeSkeleton } from './HomeSkeleton';
import styles from './HomePage.module.css';
import { home } from './store';

const meta = {
  title: 'Features/Home/HomeSkeleton',
  component: HomeSkeleton,
  tags: ['autodocs'],
  args: { wheelActive: false },
  decorators: [
    storyRouter('/user/home').decorator,
    // No notice loaded yet (another story may have left one in the store).
    (Story) => {
      home.notice = '';
      return <Story />;
    },
    // The home page's own grid and padding on a 390-wide phone.
    (Story) => (
      <div className={styles.page} style={{ background: 'var(--color-bg)' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof HomeSkeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Issue 19.6: balance card, tiles and game rows as shapes; readers hear "loading" twice, not the placeholders. */
export const Loading: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('status')).toHaveLength(2);
    await expect(canvasElement.querySelectorAll('[aria-busy="true"]')).toHaveLength(2);
    await expect(canvasElement.querySelectorAll('[data-shape="block"]')).toHaveLength(9);
    await expect(canvas.queryByRole('button', { name: /ฝากเงิน/ })).toBeNull();
  },
};
