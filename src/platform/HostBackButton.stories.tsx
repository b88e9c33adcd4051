import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Router } from 'wouter';
import { HostBackButton } from './HostBackButton';

/**
 * The app's one back control, seen in each host (toolbar "Host", or the stories below): Telegram
 * draws its native Back in its header, LINE and the browser get the in-app button. It shows only
 * when in-app history can go back, so each play function first adds a history entry.
 */
const meta = {
  title: 'Platform/HostBackButton',
  component: HostBackButton,
  tags: ['autodocs'],
  render: () => (
    <Router>
      <HostBackButton />
      <main style={{ padding: 'calc(var(--safe-top) + 64px) 16px 16px' }}>
        <h1 style={{ fontSize: 'var(--font-size-lg)' }}>Register</h1>
        <p>A page reached by an in-app navigation.</p>
      </main>
    </Router>
  ),
} satisfies Meta<typeof HostBackButton>;

export default meta;
type Story = StoryObj<typeof meta>;

// A new history entry with the same URL: Storybook's own address stays untouched.
const navigateInApp = () => history.pushState(history.state, '', window.location.href);

export const Browser: Story = {
  globals: { platform: 'browser' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByTestId('host-back')).toBeNull();
    navigateInApp();
    const back = await canvas.findByTestId('host-back');
    await userEvent.click(back);
    await waitFor(() => expect(canvas.queryByTestId('host-back')).toBeNull());
  },
};

export const Telegram: Story = {
  globals: { platform: 'telegram' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await expect(within(canvasElement).queryByTestId('host-back')).toBeNull();
    await expect(await page.findByTestId('host-native-close')).toBeVisible();
    navigateInApp();
    await userEvent.click(await page.findByTestId('host-native-back'));
    await page.findByTestId('host-native-close');
  },
};

export const Line: Story = {
  globals: { platform: 'line' },
  play: Browser.play,
};
