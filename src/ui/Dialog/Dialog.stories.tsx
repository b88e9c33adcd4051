import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { pxUnder, scrollToEnd } from '../../../.storybook/layout';
import { Button } from '../Button';
import { TextField } from '../TextField';
import { DialogContainment } from './containment';
import { Dialog, type DialogProps } from './Dialog';
import { DialogActions } from './DialogActions';
import { SubmitOrCancel } from './SubmitOrCancel';

type Result = 'transfer' | 'later';

/** Stories own the `open` state the way a feature would, with a button that opens the dialog. */
function WithOpener(props: DialogProps<Result> & { openerLabel?: string }) {
  const { openerLabel = 'เปิดหน้าต่าง', onClose, open: initiallyOpen, ...rest } = props;
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <div className="sb-unstyled" style={{ background: 'var(--color-bg)', color: 'var(--color-text)', padding: 24 }}>
      <Button onClick={() => setOpen(true)}>{openerLabel}</Button>
      <Dialog<Result>
        {...rest}
        open={open}
        onClose={(result) => {
          onClose(result);
          setOpen(false);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'UI/Dialog',
  component: Dialog<Result>,
  tags: ['autodocs'],
  // Modal, fixed or top-layer content: each story gets its own frame on the docs page.
  parameters: { docsFrame: 640 },
  args: {
    open: false,
    title: 'โอนเงินเข้าเกม',
    children: (
      <p style={{ margin: 0 }}>
        ย้ายเงินจากกระเป๋าหลักไปยังบัญชีเกม ยอดเงินจะเข้าภายใน 1 นาที
      </p>
    ),
    actions: [
      { label: 'ภายหลัง', result: 'later' },
      { label: 'โอนเงิน', result: 'transfer' },
    ],
    onClose: fn(),
  },
  argTypes: {
    layout: { control: 'inline-radio', options: ['sheet', 'compact'] },
    role: { control: 'inline-radio', options: ['dialog', 'alertdialog'] },
    children: { control: false },
    footer: { control: false },
    icon: { control: false },
  },
  render: (args) => <WithOpener {...args} />,
} satisfies Meta<typeof Dialog<Result>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opens from a button; an action closes it with its result; focus returns to the opener. */
export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const opener = canvas.getByRole('button', { name: 'เปิดหน้าต่าง' });
    await userEvent.click(opener);
    const dialog = await canvas.findByRole('dialog', { name: 'โอนเงินเข้าเกม' });
    await expect(dialog).toBeVisible();
    await expect(dialog.contains(document.activeElement)).toBe(true);
    await expect(document.body).toHaveClass('scroll-locked');
    await userEvent.click(within(dialog).getByRole('button', { name: 'โอนเงิน' }));
    await expect(args.onClose).toHaveBeenCalledWith('transfer');
    await waitFor(() => expect(canvas.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(opener).toHaveFocus();
    await expect(document.body).not.toHaveClass('scroll-locked');
  },
};

/** Escape dismisses with `undefined`. */
export const EscapeCloses: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'เปิดหน้าต่าง' }));
    await canvas.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledWith(undefined);
    await waitFor(() => expect(canvas.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(canvas.getByRole('button', { name: 'เปิดหน้าต่าง' })).toHaveFocus();
  },
};

/** The header close button (label from `ui.common.close`) dismisses too. */
export const CloseButton: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'เปิดหน้าต่าง' }));
    const dialog = await canvas.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'ปิด' }));
    await expect(args.onClose).toHaveBeenCalledWith(undefined);
  },
};

/** Open from the start (as a screenshot of the phone sheet). */
/** A dialog that hands over to the next (a bonus claimed → its receipt), the way the features open one from the other. */
function HandOver() {
  const [first, setFirst] = useState(false);
  const [second, setSecond] = useState(false);
  return (
    <div className="sb-unstyled" style={{ background: 'var(--color-bg)', color: 'var(--color-text)', padding: 24 }}>
      <Button onClick={() => setFirst(true)}>เปิดหน้าต่าง</Button>
      <Dialog open={first} title="โบนัส" onClose={() => setFirst(false)}>
        <Button
          onClick={() => {
            // The next opens first, then this one closes (the receipt store's order).
            setSecond(true);
            setTimeout(() => setFirst(false), 0);
          }}
        >
          รับโบนัส
        </Button>
      </Dialog>
      <Dialog open={second} title="ใบเสร็จ" onClose={() => setSecond(false)}>
        <p>สำเร็จ</p>
      </Dialog>
    </div>
  );
}

/** Closing the second returns focus to what opened the first: the control pressed in the first is gone. */
export const FocusReturnsThroughAHandOver: Story = {
  render: () => <HandOver />,
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const opener = page.getByRole('button', { name: 'เปิดหน้าต่าง' });
    await userEvent.click(opener);
    await userEvent.click(await page.findByRole('button', { name: 'รับโบนัส' }));
    await page.findByRole('dialog', { name: 'ใบเสร็จ' });
    await waitFor(() => expect(page.queryByRole('dialog', { name: 'โบนัส' })).toBeNull());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('dialog', { name: 'ใบเสร็จ' })).toBeNull());
    await waitFor(() => expect(opener).toHaveFocus());
  },
};

/** Opened by the app, not by a press (the terms sheet after sign-in): closing it puts focus on the screen's heading. */
export const OpenedByTheAppReturnsToTheScreen: Story = {
  render: function OpenedByTheApp() {
    const [open, setOpen] = useState(true);
    return (
      <main className="sb-unstyled">
        <h1 tabIndex={-1}>หน้าแรก</h1>
        <Dialog open={open} title="ข้อตกลง" onClose={() => setOpen(false)}>
          <p>ยอมรับ</p>
        </Dialog>
      </main>
    );
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await page.findByRole('dialog', { name: 'ข้อตกลง' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('dialog', { name: 'ข้อตกลง' })).toBeNull());
    await waitFor(() => expect(page.getByRole('heading', { name: 'หน้าแรก', level: 1 })).toHaveFocus());
  },
};

export const Open: Story = { args: { open: true } };

export const Compact: Story = { args: { open: true, layout: 'compact' } };

/**
 * On a docs page the story host contains modals: the dialog opens inside its frame (not the
 * browser's top layer), so the page around it stays usable and is not covered.
 */
export const ContainedOnDocsPage: Story = {
  args: { open: true },
  decorators: [
    (Story) => (
      <DialogContainment.Provider value>
        <div style={{ position: 'relative', transform: 'translateZ(0)', minHeight: 480 }}>
          <Story />
        </div>
      </DialogContainment.Provider>
    ),
  ],
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement).findByRole('dialog', { name: 'โอนเงินเข้าเกม' });
    await expect(dialog).toBeVisible();
    await expect(dialog.matches(':modal')).toBe(false);
    // Not inert behind a modal: the opener outside the dialog still takes a click.
    const opener = within(canvasElement).getByRole('button', { name: 'เปิดหน้าต่าง' });
    await expect(opener.closest('[inert]')).toBeNull();
    await expect(document.body.classList.contains('scroll-locked')).toBe(false);
  },
};

/** A phone sheet is as tall as its content and sits on the bottom edge (issue 19.5). */
export const SheetFitsContent: Story = {
  args: { open: true },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement).findByRole('dialog');
    // A two-line body and two buttons: far less than the phone's height, flush with the bottom
    // once the slide-up has ended.
    await waitFor(() => expect(Math.round(dialog.getBoundingClientRect().bottom)).toBe(window.innerHeight));
    await expect(dialog.getBoundingClientRect().height).toBeLessThan(window.innerHeight * 0.6);
  },
};

/** While busy nothing dismisses it: the close button is disabled and Escape is ignored. */
export const Busy: Story = {
  args: {
    open: true,
    dismissible: false,
    actions: [
      { label: 'ภายหลัง', result: 'later', disabled: true },
      { label: 'กำลังโอน…', result: 'transfer', loading: true },
    ],
  },
  play: async ({ canvasElement, args }) => {
    const dialog = await within(canvasElement).findByRole('dialog');
    await expect(within(dialog).getByRole('button', { name: 'ปิด' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).not.toHaveBeenCalled();
    await expect(dialog).toBeVisible();
  },
};

export const WithForm: Story = {
  args: {
    open: true,
    title: 'แก้ไขชื่อบัญชี',
    children: (
      <div style={{ display: 'grid', gap: 16 }}>
        <TextField label="ชื่อ" defaultValue="สมชาย" />
        <TextField label="นามสกุล" defaultValue="ใจดี" />
      </div>
    ),
    actions: [
      { label: 'ยกเลิก', result: 'later' },
      { label: 'บันทึก', result: 'transfer' },
    ],
  },
};

export const LongThaiText: Story = {
  args: {
    open: true,
    title: 'เงื่อนไขการรับโบนัสและการถอนเงินสำหรับสมาชิกใหม่ทุกท่าน',
    children: (
      <div>
        {Array.from({ length: 12 }, (_, i) => (
          <p key={i}>
            {i + 1}. สมาชิกต้องทำยอดเทิร์น⁠โอเวอร์ตามที่กำหนดก่อนถอนเงิน
            หากยกเลิกโบนัสก่อนครบเงื่อนไข ยอดโบนัสและกำไรจากโบนัสจะถูกหักออกจากบัญชีทั้งหมด
          </p>
        ))}
      </div>
    ),
  },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement).findByRole('dialog');
    // The footer stays reachable while the body scrolls.
    await expect(within(dialog).getByRole('button', { name: 'โอนเงิน' })).toBeVisible();
  },
};

export const LongLaoText: Story = {
  args: {
    open: true,
    title: 'ເງື່ອນໄຂການຮັບໂບ⁠ນັດ ແລະ ການຖອນເງິນສຳລັບສະມາຊິກໃໝ່',
    children: (
      <p style={{ margin: 0 }}>
        ສະມາຊິກຕ້ອງເຮັດຍອດເທີນ⁠ໂອ⁠ເວີຕາມທີ່ກຳນົດກ່ອນຖອນເງິນ ຖ້າຍົກເລີກໂບ⁠ນັດກ່ອນຄົບເງື່ອນໄຂ
        ຍອດໂບ⁠ນັດ ແລະ ກຳໄລຈາກໂບ⁠ນັດຈະຖືກຫັກອອກຈາກບັນຊີທັງໝົດ
      </p>
    ),
    actions: [
      { label: 'ຍົກເລີກ', result: 'later' },
      { label: 'ຢືນຢັນ', result: 'transfer' },
    ],
  },
  globals: { locale: 'la' },
};

/**
 * A form taller than the screen with its own action row (DialogActions): the row stays at the
 * bottom edge while the body scrolls, and at the end of the scroll it covers nothing, so the last
 * field is whole above it.
 */
export const FormWithActionRow: Story = {
  args: {
    open: true,
    title: 'แก้ไขข้อมูล',
    actions: undefined,
    children: (
      <form style={{ display: 'flex', flexDirection: 'column', gap: 'var(--space-3)' }} onSubmit={(e) => e.preventDefault()}>
        {Array.from({ length: 12 }, (_, i) => (
          <TextField key={i} label={`ช่องที่ ${i + 1}`} />
        ))}
        <Button variant="secondary" size="sm">
          ทั้งหมด
        </Button>
        <DialogActions>
          <Button type="submit" fullWidth>
            บันทึก
          </Button>
        </DialogActions>
      </form>
    ),
  },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement).findByRole('dialog');
    const last = within(dialog).getByRole('button', { name: 'ทั้งหมด' });
    const row = within(dialog).getByRole('button', { name: 'บันทึก' }).parentElement!;
    const body = await within(dialog).findByRole('region');
    // Before any scroll the row is on the body's bottom edge, over the fields that are still below.
    await waitFor(() => expect(Math.round(row.getBoundingClientRect().bottom)).toBe(Math.round(body.getBoundingClientRect().bottom)));
    await expect(pxUnder(last, row)).toBeGreaterThan(0);
    await scrollToEnd(last);
    await expect(pxUnder(last, row)).toBe(0);
    await expect(Math.round(row.getBoundingClientRect().bottom)).toBe(Math.round(body.getBoundingClientRect().bottom));
  },
};

const cancelForm = fn();
/** A form's Submit-or-Cancel row (`SubmitOrCancel`): while it sends, submit spins and cancel waits. */
export const FormWithSubmitOrCancel: Story = {
  args: {
    open: true,
    title: 'เปลี่ยนรหัสผ่าน',
    actions: undefined,
    children: (
      <form style={{ display: 'grid', gap: 'var(--space-3)' }} onSubmit={(e) => e.preventDefault()}>
        <TextField label="รหัสผ่านเดิม" />
        <SubmitOrCancel submitLabel="บันทึก" cancelLabel="ยกเลิก" busy={false} onCancel={cancelForm} />
      </form>
    ),
  },
  play: async ({ canvasElement }) => {
    cancelForm.mockClear();
    const dialog = await within(canvasElement).findByRole('dialog');
    await expect(within(dialog).getByRole('button', { name: 'บันทึก' })).toHaveAttribute('type', 'submit');
    await userEvent.click(within(dialog).getByRole('button', { name: 'ยกเลิก' }));
    await expect(cancelForm).toHaveBeenCalledOnce();
  },
};

/** The same row while the form is being sent. */
export const FormWithSubmitOrCancelBusy: Story = {
  args: {
    ...FormWithSubmitOrCancel.args,
    children: (
      <form style={{ display: 'grid', gap: 'var(--space-3)' }} onSubmit={(e) => e.preventDefault()}>
        <TextField label="รหัสผ่านเดิม" />
        <SubmitOrCancel submitLabel="บันทึก" cancelLabel="ยกเลิก" busy onCancel={cancelForm} />
      </form>
    ),
  },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement).findByRole('dialog');
    await expect(within(dialog).getByRole('button', { name: 'บันทึก' })).toHaveAttribute('aria-busy', 'true');
    await expect(within(dialog).getByRole('button', { name: 'ยกเลิก' })).toBeDisabled();
  },
};
