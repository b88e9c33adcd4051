import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { t } from '../../../.storybook/t';
import { LoadFailed } from './LoadFailed';

/** A list whose load failed: said so, with Retry, in place of an empty state that would be untrue. */
const meta = {
  title: 'UI/EmptyState/LoadFailed',
  component: LoadFailed,
  tags: ['autodocs'],
  args: { title: 'Bonuses could not be loaded', onRetry: fn(), headingLevel: 2 },
} satisfies Meta<typeof LoadFailed>;

export default meta;
type Story = StoryObj<typeof meta>;

export const RetryLoadsAgain: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Bonuses could not be loaded' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('ui.empty.retry') }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};
