import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';

function WithOpener(props: ConfirmDialogProps) {
  const [open, setOpen] = useState(props.open);
  return (
    <div className="sb-unstyled" style={{ background: 'var(--color-bg)', color: 'var(--color-text)', padding: 24 }}>
      <Button variant="danger" onClick={() => setOpen(true)}>
        ยกเลิกโบนัส
      </Button>
      <ConfirmDialog
        {...props}
        open={open}
        onClose={(confirmed) => {
          props.onClose(confirmed);
          setOpen(false);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'UI/ConfirmDialog',
  component: ConfirmDialog,
  tags: ['autodocs'],
  // Modal, fixed or top-layer content: each story gets its own frame on the docs page.
  parameters: { docsFrame: 480 },
  args: {
    open: false,
    title: 'ยกเลิกโบนัสที่ใช้งานอยู่?',
    message: 'ยอดโบนัสและกำไรจากโบนัสจะถูกหักออก และไม่สามารถกู้คืนได้',
    tone: 'danger',
    onClose: fn(),
  },
  argTypes: { tone: { control: 'inline-radio', options: ['default', 'danger'] } },
  render: (args) => <WithOpener {...args} />,
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Confirm resolves `true`. */
export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'ยกเลิกโบนัส' }));
    const dialog = await canvas.findByRole('alertdialog', { name: 'ยกเลิกโบนัสที่ใช้งานอยู่?' });
    await expect(dialog).toHaveAccessibleDescription(/ยอดโบนัสและกำไร/);
    // The safe answer has focus first.
    await expect(within(dialog).getByRole('button', { name: 'ยกเลิก' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'ยืนยัน' }));
    await expect(args.onClose).toHaveBeenCalledWith(true);
    await waitFor(() => expect(canvas.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};

/**
 * A double tap on the button that asks: the second tap lands on the question's backdrop or its
 * Confirm. For a moment neither answers (lib/useArmed): the question stays, unanswered.
 */
export const DoubleTapLeavesTheQuestion: Story = {
  parameters: { armDelayMs: 400 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'ยกเลิกโบนัส' }));
    const dialog = await canvas.findByRole('alertdialog');
    // The backdrop: the <dialog> element itself, outside its panel.
    dialog.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    const confirm = within(dialog).getByRole('button', { name: 'ยืนยัน' });
    await expect(confirm).toBeDisabled();
    await userEvent.click(confirm);
    await expect(args.onClose).not.toHaveBeenCalled();
    await expect(dialog).toBeVisible();
    await waitFor(() => expect(confirm).toBeEnabled());
    await userEvent.click(confirm);
    await expect(args.onClose).toHaveBeenCalledWith(true);
  },
};

/** Cancel and Escape resolve `false`. */
export const Cancel: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'ยกเลิกโบนัส' }));
    const dialog = await canvas.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'ยกเลิก' }));
    await expect(args.onClose).toHaveBeenLastCalledWith(false);
    await userEvent.click(canvas.getByRole('button', { name: 'ยกเลิกโบนัส' }));
    await canvas.findByRole('alertdialog');
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledTimes(2);
    await expect(args.onClose).toHaveBeenLastCalledWith(false);
  },
};

export const Open: Story = { args: { open: true, tone: 'default', title: 'ออกจากระบบ?', message: undefined } };

/** Busy: confirm spins, cancel is disabled and Escape does nothing. */
export const Busy: Story = {
  args: { open: true, busy: true },
  play: async ({ canvasElement, args }) => {
    const dialog = await within(canvasElement).findByRole('alertdialog');
    await expect(within(dialog).getByRole('button', { name: 'ยืนยัน' })).toHaveAttribute('aria-busy', 'true');
    await expect(within(dialog).getByRole('button', { name: 'ยกเลิก' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

export const Lao: Story = {
  args: {
    open: true,
    title: 'ຍົກເລີກໂບ⁠ນັດທີ່ກຳລັງໃຊ້ງານຢູ່ບໍ?',
    message: 'ຍອດໂບ⁠ນັດ ແລະ ກຳໄລຈາກໂບ⁠ນັດຈະຖືກຫັກອອກ ແລະ ບໍ່ສາມາດກູ້ຄືນໄດ້',
  },
  globals: { locale: 'la' },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement).findByRole('alertdialog');
    await expect(within(dialog).getByRole('button', { name: 'ຢືນຢັນ' })).toBeVisible();
  },
};
