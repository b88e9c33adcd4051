import { useState } from 'react';
import { t } from '../../../.storybook/t';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DialogBoundary } from './DialogBoundary';
import { ErrorBoundary, RetryState } from './ErrorBoundary';

/**
 * The "no connection — retry" state every error boundary shows (issue 17: nothing is ever a blank
 * screen). `screen` fills a route between the menus; `inline` sits in a dialog or a card.
 */
const meta = {
  title: 'UI/ErrorBoundary',
  component: RetryState,
  tags: ['autodocs'],
  args: { onRetry: fn(), layout: 'inline' },
} satisfies Meta<typeof RetryState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Inline: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(t('ui.errorBoundary.title'));
    await userEvent.click(canvas.getByRole('button', { name: t('ui.errorBoundary.retry') }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const ScreenThai: Story = {
  args: { layout: 'screen' },
  globals: { locale: 'th' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading')).toHaveTextContent('ไม่มีการเชื่อมต่อ');
  },
};

export const ScreenLao: Story = {
  args: { layout: 'screen' },
  globals: { locale: 'la' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading')).toHaveTextContent('ບໍ່ມີການເຊື່ອມຕໍ່');
  },
};

/** Coming back online retries by itself. */
export const RetriesWhenOnline: Story = {
  play: async ({ args }) => {
    window.dispatchEvent(new Event('online'));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

// Stands in for a lazy chunk: unreachable until the "network" comes back.
let reachable = true;
function Flaky() {
  if (!reachable) throw new Error('Failed to fetch dynamically imported module: /assets/Flaky.js');
  return <p>Loaded</p>;
}

/** A child that cannot load: the boundary shows the state; once it can, the retry renders it. */
export const BoundaryRetry: Story = {
  render: () => (
    <ErrorBoundary fallback={(retry) => <RetryState onRetry={retry} />}>
      <Flaky />
    </ErrorBoundary>
  ),
  beforeEach: () => {
    reachable = false;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const retry = await canvas.findByRole('button', { name: t('ui.errorBoundary.retry') });
    reachable = true;
    await userEvent.click(retry);
    await expect(await canvas.findByText('Loaded')).toBeVisible();
  },
};

function DialogHost({ onClose }: { onClose: () => void }) {
  const [open, setOpen] = useState(true);
  if (!open) return <p>Closed</p>;
  return (
    <DialogBoundary
      title="Withdraw"
      onClose={() => {
        setOpen(false);
        onClose();
      }}
    >
      <Flaky />
    </DialogBoundary>
  );
}

/** The dialog-level boundary: a sheet with the retry state over the screen; it closes like the dialog. */
export const InDialog: Story = {
  parameters: { docsFrame: 480 },
  render: (args) => <DialogHost onClose={args.onRetry} />,
  beforeEach: () => {
    reachable = false;
  },
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Withdraw' });
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(t('ui.errorBoundary.title'));
    await userEvent.click(within(dialog).getByRole('button', { name: t('ui.common.close') }));
    await waitFor(() => expect(args.onRetry).toHaveBeenCalled());
    reachable = true;
  },
};
