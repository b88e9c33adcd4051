import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { AlertDialog, type AlertDialogProps } from './AlertDialog';

function WithOpener(props: AlertDialogProps) {
  const [open, setOpen] = useState(props.open);
  return (
    <div className="sb-unstyled" style={{ background: 'var(--color-bg)', color: 'var(--color-text)', padding: 24 }}>
      <Button onClick={() => setOpen(true)}>แสดงข้อความ</Button>
      <AlertDialog
        {...props}
        open={open}
        onClose={() => {
          props.onClose();
          setOpen(false);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'UI/AlertDialog',
  component: AlertDialog,
  tags: ['autodocs'],
  // Modal, fixed or top-layer content: each story gets its own frame on the docs page.
  parameters: { docsFrame: 480 },
  args: {
    open: true,
    tone: 'success',
    title: 'ทำรายการสำเร็จ',
    text: 'ระบบจะอัปเดตยอดเงินของคุณภายใน 1 นาที',
    onClose: fn(),
  },
  argTypes: { tone: { control: 'inline-radio', options: ['success', 'error', 'danger'] } },
  render: (args) => <WithOpener {...args} />,
} satisfies Meta<typeof AlertDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  args: { open: false },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'แสดงข้อความ' }));
    const dialog = await canvas.findByRole('alertdialog', { name: 'ทำรายการสำเร็จ' });
    await expect(dialog).toHaveAccessibleDescription('ระบบจะอัปเดตยอดเงินของคุณภายใน 1 นาที');
    const ok = within(dialog).getByRole('button', { name: 'ตกลง' });
    await expect(ok).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClose).toHaveBeenCalledOnce();
    await waitFor(() => expect(canvas.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};

export const Success: Story = {};

export const ErrorTone: Story = {
  name: 'Error',
  args: { tone: 'error', title: 'เกิดข้อผิดพลาด', text: 'ยอดเงินในกระเป๋าไม่เพียงพอ' },
};

export const Danger: Story = {
  args: { tone: 'danger', title: 'บัญชีถูกระงับ', text: 'บัญชีนี้ถูกระงับการใช้งาน กรุณาติดต่อฝ่ายบริการลูกค้า' },
};

export const Lao: Story = {
  args: {
    tone: 'error',
    title: 'ເກີດຂໍ້ຜິດພາດ',
    text: 'ຍອດເງິນໃນກະເປົາບໍ່ພຽງພໍ ກະລຸນາຝາກເງິນກ່ອນເຮັດລາຍການ',
  },
  globals: { locale: 'la' },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement).findByRole('alertdialog');
    await expect(within(dialog).getByRole('button', { name: 'ຕົກລົງ' })).toBeVisible();
  },
};
