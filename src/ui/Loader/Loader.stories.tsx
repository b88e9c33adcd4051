import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Loader, type LoaderProps } from './Loader';

function WithTrigger(props: LoaderProps) {
  const [active, setActive] = useState(props.active);
  return (
    <div className="sb-unstyled" style={{ background: 'var(--color-bg)', color: 'var(--color-text)', padding: 24, display: 'grid', gap: 16 }}>
      <Button
        onClick={(event) => {
          // The exact moment of activation, for the timing assertion in the play function.
          event.currentTarget.dataset.activatedAt = String(performance.now());
          setActive((a) => !a);
        }}
      >
        {active ? 'หยุด' : 'เริ่มโหลด'}
      </Button>
      <p style={{ margin: 0 }}>ยอดเงินคงเหลือ ฿12,500.00</p>
      <Loader {...props} active={active} />
    </div>
  );
}

const meta = {
  title: 'UI/Loader',
  component: Loader,
  tags: ['autodocs'],
  // Modal, fixed or top-layer content: each story gets its own frame on the docs page.
  parameters: { docsFrame: 360 },
  args: { active: false, delayMs: 200, variant: 'overlay' },
  argTypes: { variant: { control: 'inline-radio', options: ['overlay', 'inline'] } },
  render: (args) => <WithTrigger {...args} />,
} satisfies Meta<typeof Loader>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Not visible before 200 ms of being active, visible after, with `ui.common.loading` announced. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Record the moment the spinner enters the DOM, so a slow test machine cannot fake the delay.
    let appearedAt = 0;
    const observer = new MutationObserver(() => {
      if (!appearedAt && canvasElement.querySelector('[data-testid="loader-indicator"]')) appearedAt = performance.now();
    });
    observer.observe(canvasElement, { childList: true, subtree: true });
    const button = canvas.getByRole('button', { name: 'เริ่มโหลด' });
    await userEvent.click(button);
    const activatedAt = Number(button.dataset.activatedAt);
    if (performance.now() - activatedAt < 150) {
      await expect(canvas.queryByTestId('loader-indicator')).not.toBeInTheDocument();
      await expect(canvas.getByRole('status')).toHaveTextContent('');
    }
    await waitFor(() => expect(canvas.getByTestId('loader-indicator')).toBeVisible());
    observer.disconnect();
    await expect(appearedAt - activatedAt).toBeGreaterThanOrEqual(195);
    await expect(canvas.getByRole('status')).toHaveTextContent('กำลังโหลด');
  },
};

/** A call that finishes within 200 ms never shows the loader. */
export const QuickCallNeverFlashes: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'เริ่มโหลด' }));
    await userEvent.click(canvas.getByRole('button', { name: 'หยุด' }));
    await new Promise((resolve) => setTimeout(resolve, 350));
    await expect(canvas.queryByTestId('loader-indicator')).not.toBeInTheDocument();
  },
};

export const Active: Story = { args: { active: true } };

export const Inline: Story = { args: { active: true, variant: 'inline' } };

export const Lao: Story = {
  args: { active: true, variant: 'inline' },
  globals: { locale: 'la' },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByRole('status')).not.toHaveTextContent(/^$/));
  },
};
