import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type Dispatch, type SetStateAction } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { ConfirmDialog } from '../ConfirmDialog';
import { Dialog } from '../Dialog';
import { installFakeClock, type FakeClock } from '../../../.storybook/fakeClock';
import { TOAST_DURATION_MS, ToastViewport, type ToastData, type ToastViewportProps } from './Toast';

const sample: ToastData[] = [
  { id: 1, text: 'คัดลอกแล้ว: PR10234', tone: 'success' },
  { id: 2, text: 'ยอดเงินในกระเป๋าไม่เพียงพอ', tone: 'error' },
  { id: 3, text: 'ระบบจะอัปเดตยอดเงินภายใน 1 นาที', tone: 'info' },
];

interface StoryViewportProps {
  props: ToastViewportProps;
  toasts: readonly ToastData[];
  setToasts: Dispatch<SetStateAction<readonly ToastData[]>>;
}

/** The viewport under test, reporting a dismissal and taking the toast out of the story's list. */
function StoryViewport({ props, toasts, setToasts }: StoryViewportProps) {
  const onDismiss = (id: number) => {
    props.onDismiss(id);
    setToasts((list) => list.filter((item) => item.id !== id));
  };
  return <ToastViewport {...props} toasts={toasts} onDismiss={onDismiss} />;
}

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
      <StoryViewport props={props} toasts={toasts} setToasts={setToasts} />
    </div>
  );
}

/**
 * A sheet that raises toasts, and a confirm over it that raises one as it opens (a chat message or a
 * network error arriving at that moment). Dialogs are modal here, as in the app.
 */
function OverDialogs(props: ToastViewportProps) {
  const [toasts, setToasts] = useState<readonly ToastData[]>([]);
  const [sheet, setSheet] = useState(false);
  const [confirm, setConfirm] = useState(false);
  const raise = (text: string, tone: ToastData['tone']) =>
    setToasts((list) => [...list, { id: (list.at(-1)?.id ?? 0) + 1, text, tone }]);
  return (
    <div className="sb-unstyled" style={{ background: 'var(--color-bg)', color: 'var(--color-text)', padding: 24, minHeight: 360 }}>
      <Button onClick={() => setSheet(true)}>บัญชีธนาคาร</Button>
      <Dialog open={sheet} title="บัญชีธนาคาร" onClose={() => setSheet(false)}>
        <div style={{ display: 'grid', gap: 12 }}>
          <Button onClick={() => raise('คัดลอกแล้ว: 123-4-56789-0', 'success')}>คัดลอกเลขบัญชี</Button>
          <Button
            variant="danger"
            onClick={() => {
              setConfirm(true);
              raise('ไม่มีการเชื่อมต่อ กรุณาลองใหม่', 'error');
            }}
          >
            ลบบัญชี
          </Button>
        </div>
        <ConfirmDialog open={confirm} title="ลบบัญชีนี้?" tone="danger" onClose={() => setConfirm(false)} />
      </Dialog>
      <StoryViewport props={props} toasts={toasts} setToasts={setToasts} />
    </div>
  );
}

/**
 * A sheet that leaves the page as its receipt opens (a withdrawal confirmed over it): the stack was
 * last rendered into the sheet or its confirm, which the same update removes.
 */
function SheetThenReceipt(props: ToastViewportProps) {
  const [toasts, setToasts] = useState<readonly ToastData[]>([{ id: 1, text: 'คัดลอกแล้ว', tone: 'success' }]);
  const [step, setStep] = useState<'none' | 'sheet' | 'confirm' | 'receipt'>('none');
  return (
    <div className="sb-unstyled" style={{ background: 'var(--color-bg)', color: 'var(--color-text)', padding: 24, minHeight: 360 }}>
      <Button onClick={() => setStep('sheet')}>ถอนเงิน</Button>
      {(step === 'sheet' || step === 'confirm') && (
        <Dialog open title="ถอนเงิน" onClose={() => setStep('none')}>
          <Button onClick={() => setStep('confirm')}>ถอน 100.00</Button>
          <ConfirmDialog open={step === 'confirm'} title="ยืนยันการถอน?" onClose={(yes) => setStep(yes ? 'receipt' : 'sheet')} />
        </Dialog>
      )}
      {step === 'receipt' && (
        <Dialog open title="ใบเสร็จ" onClose={() => setStep('none')}>
          <p>-100.00</p>
        </Dialog>
      )}
      <StoryViewport props={props} toasts={toasts} setToasts={setToasts} />
    </div>
  );
}

/** Opens the sheet its button names (the sheet has the same title), then the confirm `action` opens over it. */
async function confirmOverSheet(canvasElement: HTMLElement, sheetTitle: string, action: string, confirmTitle: string) {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: sheetTitle }));
  const sheet = await canvas.findByRole('dialog', { name: sheetTitle });
  await userEvent.click(within(sheet).getByRole('button', { name: action }));
  const confirm = await canvas.findByRole('alertdialog', { name: confirmTitle });
  return { canvas, sheet, confirm };
}

/** A real tap at the element's centre lands on it: nothing (no backdrop, no dialog) is drawn over it. */
async function expectOnTop(element: HTMLElement) {
  await waitFor(() => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    expect(element.contains(hit)).toBe(true);
  });
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

/** One saved toast on a fake clock the story moves (`clock.tick`). */
const savedToast = (id: number) => ({ toasts: [{ id, text: 'บันทึกแล้ว', tone: 'success' as const }], durationMs: undefined });
function onAFakeClock() {
  const installed = installFakeClock();
  clock = installed;
  return () => installed.uninstall();
}

/** By default each toast leaves after 4 s (spec §9): still there at 3.999 s, gone at 4 s (fake time). */
export const DisappearsAfterFourSeconds: Story = {
  args: savedToast(7),
  beforeEach: onAFakeClock,
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

/**
 * A toast the keyboard is on (its × focused) is being read: it stays past its 4 s, for another full
 * time each time it runs out (WCAG 2.2.1), and leaves at the first run-out after the focus has moved on.
 */
export const StaysWhileFocused: Story = {
  args: savedToast(8),
  beforeEach: onAFakeClock,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: 'ปิดการแจ้งเตือน' }).focus();
    clock?.tick(TOAST_DURATION_MS * 2);
    await expect(canvas.getByText('บันทึกแล้ว')).toBeVisible();
    await expect(args.onDismiss).not.toHaveBeenCalled();
    canvas.getByRole('button', { name: 'ปิดการแจ้งเตือน' }).blur();
    clock?.tick(TOAST_DURATION_MS);
    await expect(args.onDismiss).toHaveBeenCalledWith(8);
  },
};

/** Likewise under a resting mouse pointer: it stays while pointed at, and leaves a full time after the pointer goes. */
export const StaysUnderTheMouse: Story = {
  args: savedToast(10),
  beforeEach: onAFakeClock,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.hover(canvas.getByText('บันทึกแล้ว'));
    clock?.tick(TOAST_DURATION_MS * 1.5);
    await expect(canvas.getByText('บันทึกแล้ว')).toBeVisible();
    await expect(args.onDismiss).not.toHaveBeenCalled();
    // Left mid-way through a held time: a full time from then, not what was left of it.
    await userEvent.unhover(canvas.getByText('บันทึกแล้ว'));
    clock?.tick(TOAST_DURATION_MS - 1);
    await expect(args.onDismiss).not.toHaveBeenCalled();
    clock?.tick(1);
    await expect(args.onDismiss).toHaveBeenCalledWith(10);
  },
};

/**
 * A toast raised 2 s ago (its `at`) and shown only now — the stack moved above a dialog that opened,
 * which mounts it afresh — leaves 2 s later, 4 s after it came, not 4 s after it moved.
 */
let raisedEarlier: ToastData[] = [];
export const TimeRunsFromWhenItWasRaised: Story = {
  args: { toasts: [], durationMs: undefined },
  beforeEach: () => {
    raisedEarlier = [{ id: 9, text: 'บันทึกแล้ว', tone: 'success', at: Date.now() - 2_000 }];
    return onAFakeClock();
  },
  // Raised once, before the story shows it (the fake clock moves timers, not Date.now()).
  render: (args) => <ToastViewport {...args} toasts={raisedEarlier} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('บันทึกแล้ว')).toBeVisible();
    clock?.tick(1_000);
    await expect(args.onDismiss).not.toHaveBeenCalled();
    clock?.tick(1_000);
    await expect(args.onDismiss).toHaveBeenCalledWith(9);
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

/**
 * Over an open sheet the toasts are drawn above its backdrop, and their × works; dismissing one
 * leaves the sheet open. (A modal dialog makes the rest of the page inert, so the stack renders inside
 * the topmost dialog, in the top layer: clickable and announced.)
 */
export const OverASheet: Story = {
  args: { toasts: [] },
  render: (args) => <OverDialogs {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'บัญชีธนาคาร' }));
    const sheet = await canvas.findByRole('dialog', { name: 'บัญชีธนาคาร' });
    await userEvent.click(within(sheet).getByRole('button', { name: 'คัดลอกเลขบัญชี' }));
    const toast = await canvas.findByRole('status');
    await expect(toast).toHaveTextContent('คัดลอกแล้ว: 123-4-56789-0');
    await expect(toast).toBeVisible();
    const dismiss = within(toast).getByRole('button', { name: 'ปิดการแจ้งเตือน' });
    await expectOnTop(toast);
    await expectOnTop(dismiss);
    // Inside the modal: the only part of the page that is not inert, so screen readers hear it.
    await expect(sheet.contains(toast)).toBe(true);
    await userEvent.click(dismiss);
    await expect(args.onDismiss).toHaveBeenCalledWith(1);
    await waitFor(() => expect(canvas.queryByRole('status')).not.toBeInTheDocument());
    await expect(sheet).toBeVisible();
    await expect(sheet).toHaveProperty('open', true);
  },
};

/**
 * A toast that arrives as a confirm opens over the sheet is above the confirm; it follows the
 * dialogs down as they close and stays on screen over the page.
 */
export const OverAConfirmOverASheet: Story = {
  args: { toasts: [] },
  render: (args) => <OverDialogs {...args} />,
  play: async ({ canvasElement }) => {
    const { canvas, sheet, confirm } = await confirmOverSheet(canvasElement, 'บัญชีธนาคาร', 'ลบบัญชี', 'ลบบัญชีนี้?');
    const alert = () => canvas.getByRole('alert');
    await waitFor(() => expect(confirm.contains(alert())).toBe(true));
    await expectOnTop(alert());
    await expectOnTop(within(alert()).getByRole('button', { name: 'ปิดการแจ้งเตือน' }));

    await userEvent.click(within(confirm).getByRole('button', { name: 'ยกเลิก' }));
    await waitFor(() => expect(canvas.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expectOnTop(alert());
    await expect(sheet.contains(alert())).toBe(true);

    await userEvent.click(within(sheet).getByRole('button', { name: 'ปิด' }));
    await waitFor(() => expect(canvas.queryByRole('dialog')).not.toBeInTheDocument());
    await expectOnTop(alert());
    await expect(alert()).toHaveTextContent('ไม่มีการเชื่อมต่อ กรุณาลองใหม่');
  },
};

/** The sheet and its confirm close as the receipt opens: the page stays, the toast moves over the receipt. */
export const SheetClosesIntoItsReceipt: Story = {
  args: { toasts: [] },
  render: (args) => <SheetThenReceipt {...args} />,
  play: async ({ canvasElement }) => {
    const { canvas, confirm } = await confirmOverSheet(canvasElement, 'ถอนเงิน', 'ถอน 100.00', 'ยืนยันการถอน?');
    await waitFor(() => expect(confirm.contains(canvas.getByRole('status'))).toBe(true));
    await userEvent.click(within(confirm).getByRole('button', { name: 'ยืนยัน' }));
    const receipt = await canvas.findByRole('dialog', { name: 'ใบเสร็จ' });
    await expect(receipt).toHaveTextContent('-100.00');
    await waitFor(() => expect(receipt.contains(canvas.getByRole('status'))).toBe(true));
    await expectOnTop(canvas.getByRole('status'));
  },
};
