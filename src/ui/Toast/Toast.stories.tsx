import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { installFakeClock, type FakeClock } from '../../../.storybook/fakeClock';
import { TOAST_DURATION_MS, ToastViewport, type ToastData, type ToastViewportProps } from './Toast';

const sample: ToastData[] = [
  { id: 1, text: 'คัดลอกแล้ว: PR10234', tone: 'success' },
  { id: 2, text: 'ยอดเงินในกระเป๋าไม่เพียงพอ', tone: 'error' },
  { id: 3, text: 'ระบบจะอัปเดตยอดเงินภายใน 1 นาที', tone: 'info' },
];

/** Holds the list the way the notify store does, so dismissals really remove toasts. */
function Live(props: ToastViewportProps) {
  const [toasts, setToasts] = useState<readonly ToastData[]>(props.toasts);
  const [next, setNext] = useState(100);
  return (
    <div className="sb-unstyled" style={{ background: 'var(--color-bg)', color: 'var(--color-text)', padding: '120px 24px 24px', minHeight: 360 }}>
      <Button
        onClick={() => {
          setToasts((list) => [...list, { id: next, text: `บันทึกแล้ว #${next}`, tone: 'success' }]);
          setNext((n) => n + 1);
        }}
      >
        เพิ่มการแจ้งเตือน
      </Button>
      <ToastViewport
        {...props}
        toasts={toasts}
        onDismiss={(id) => {
          props.onDismiss(id);
          setToasts((list) => list.filter((item) => item.id !== id));
        }}
      />
    </div>
  );
}

const meta = {
  title: 'UI/Toast',
  component: ToastViewport,
  tags: ['autodocs'],
  // Modal, fixed or top-layer content: each story gets its own frame on the docs page.
  parameters: { docsFrame: 360 },
  args: { toasts: sample, onDismiss: fn(), durationMs: 0, placement: 'top' },
  argTypes: { placement: { control: 'inline-radio', options: ['top', 'bottom'] } },
  render: (args) => <Live {...args} />,
} satisfies Meta<typeof ToastViewport>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Stacked toasts; errors are alerts, the others status messages; the × dismisses one. */
export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('ยอดเงินในกระเป๋าไม่เพียงพอ');
    await expect(canvas.getAllByRole('status')).toHaveLength(2);
    const first = canvas.getAllByRole('button', { name: 'ปิดการแจ้งเตือน' })[0];
    if (first) await userEvent.click(first);
    await expect(args.onDismiss).toHaveBeenCalledWith(1);
    await expect(canvas.queryByText('คัดลอกแล้ว: PR10234')).not.toBeInTheDocument();
  },
};

let clock: FakeClock | undefined;

/** By default each toast leaves after 4 s (spec §9): still there at 3.999 s, gone at 4 s (fake time). */
export const DisappearsAfterFourSeconds: Story = {
  args: { toasts: [{ id: 7, text: 'บันทึกแล้ว', tone: 'success' }], durationMs: undefined },
  beforeEach: () => {
    const installed = installFakeClock();
    clock = installed;
    return () => installed.uninstall();
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('บันทึกแล้ว')).toBeVisible();
    clock?.tick(TOAST_DURATION_MS - 1);
    await expect(canvas.getByText('บันทึกแล้ว')).toBeVisible();
    await expect(args.onDismiss).not.toHaveBeenCalled();
    clock?.tick(1);
    await expect(args.onDismiss).toHaveBeenCalledWith(7);
    await waitFor(() => expect(canvas.queryByText('บันทึกแล้ว')).not.toBeInTheDocument());
  },
};

export const AddingStacks: Story = {
  args: { toasts: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const add = canvas.getByRole('button', { name: 'เพิ่มการแจ้งเตือน' });
    await userEvent.click(add);
    await userEvent.click(add);
    await expect(canvas.getAllByRole('status')).toHaveLength(2);
  },
};

export const Empty: Story = { args: { toasts: [] } };

export const Bottom: Story = { args: { placement: 'bottom' } };

export const LongThaiAndLaoText: Story = {
  args: {
    toasts: [
      {
        id: 11,
        text: 'ไม่สามารถอัปโหลดสลิปได้ในช่วงเวลานี้ กรุณาลองใหม่อีกครั้งหลังเวลาปิดปรับปรุงระบบประจำวันสิ้นสุดลง',
        tone: 'error',
      },
      { id: 12, text: 'ຄັດລອກແລ້ວ: https://wallet.example/register?code=PR10234', tone: 'success' },
    ],
  },
};
