import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DateTime } from './DateTime';

// A fixed local time so the story shows the same text everywhere.
const at = new Date(2025, 0, 31, 9, 5, 7);

const meta = {
  title: 'UI/DateTime',
  component: DateTime,
  tags: ['autodocs'],
  args: { value: at, relative: false },
  decorators: [(Story) => <div style={{ padding: 16 }}><Story /></div>],
} satisfies Meta<typeof DateTime>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const time = within(canvasElement).getByText('31/01/2025 09:05:07');
    await expect(time.tagName).toBe('TIME');
    await expect(time).toHaveAttribute('datetime', at.toISOString());
  },
};

export const Relative: Story = {
  args: { relative: true, now: at.getTime() + 3 * 60_000 },
  play: async ({ canvasElement }) => {
    const time = within(canvasElement).getByTitle('31/01/2025 09:05:07');
    await expect(time.textContent).toMatch(/3/);
    await expect(time.textContent).not.toContain('/');
  },
};

/** Lao: Chromium has no Lao relative-time data; the kit says it in Lao, not Intl's English fallback. */
export const RelativeInLao: Story = {
  globals: { locale: 'la' },
  args: { relative: true, now: at.getTime() + 3 * 60_000 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('time')).toHaveTextContent('3 ນາທີກ່ອນ');
  },
};

export const Invalid: Story = { args: { value: 'not a date' } };
