import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LineQr } from './LineQr';

const meta = {
  title: 'Features/Help/LineQr',
  component: LineQr,
  tags: ['autodocs'],
  args: { link: 'https://line.me/R/ti/p/@memberwallet', label: 'LINE QR @memberwallet' },
  decorators: [
    (Story) => (
      <div style={{ display: 'grid', justifyItems: 'center', padding: 16, background: 'var(--color-surface)' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof LineQr>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The add-friend code of the contact setting's LINE link, as the contact page shows it. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('img', { name: 'LINE QR @memberwallet' })).toBeVisible();
  },
};
