import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { FileDrop, type FileDropProps } from './FileDrop';

const meta = {
  title: 'UI/FileDrop',
  component: FileDrop,
  tags: ['autodocs'],
  args: { label: 'Slip image', accept: 'image/png,image/jpeg', maxSizeMb: 5, onFile: fn(), onReject: fn(), disabled: false, uploading: false },
  decorators: [(Story) => <div style={{ padding: 16 }}><Story /></div>],
} satisfies Meta<typeof FileDrop>;

export default meta;
type Story = StoryObj<typeof meta>;

function Controlled(args: FileDropProps) {
  const [name, setName] = useState<string | undefined>();
  return <FileDrop {...args} fileName={name} onFile={(file) => { args.onFile(file); setName(file.name); }} />;
}

export const Playground: Story = {};

/** Choosing an image reports it and shows its name. */
export const ChooseFile: Story = {
  render: (args) => <Controlled {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvasElement.querySelector<HTMLInputElement>('input[type=file]')!;
    await expect(input).toHaveAccessibleName(/Slip image/);
    await userEvent.upload(input, new File(['png'], 'slip-0131.png', { type: 'image/png' }));
    await expect(args.onFile).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(canvas.getByText(/slip-0131\.png/)).toBeVisible());
  },
};

/** Dropping a file on the zone takes it like choosing one. */
export const DropFile: Story = {
  render: (args) => <Controlled {...args} />,
  play: async ({ canvasElement, args }) => {
    const zone = canvasElement.querySelector<HTMLInputElement>('input[type=file]')!.parentElement!;
    const data = new DataTransfer();
    data.items.add(new File(['jpg'], 'dropped-slip.jpg', { type: 'image/jpeg' }));
    // Native drag events: the real browser needs a real DataTransfer in the event.
    zone.dispatchEvent(new DragEvent('dragover', { dataTransfer: data, bubbles: true, cancelable: true }));
    zone.dispatchEvent(new DragEvent('drop', { dataTransfer: data, bubbles: true, cancelable: true }));
    await expect(args.onFile).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(within(canvasElement).getByText(/dropped-slip\.jpg/)).toBeVisible());
  },
};

/** A file of another type is refused with a message. */
export const WrongType: Story = {
  args: { accept: '.png,.jpg' },
  play: async ({ canvasElement, args }) => {
    const input = canvasElement.querySelector<HTMLInputElement>('input[type=file]')!;
    // applyAccept off: the browser picker would filter, a drop would not.
    await userEvent.upload(input, new File(['%PDF'], 'statement.pdf', { type: 'application/pdf' }), { applyAccept: false });
    await expect(args.onFile).not.toHaveBeenCalled();
    await expect(args.onReject).toHaveBeenCalledWith('type', expect.any(File));
    await expect(within(canvasElement).getByRole('alert')).toBeVisible();
  },
};

export const Chosen: Story = { args: { fileName: 'slip-0131.png' } };

export const Uploading: Story = {
  args: { fileName: 'slip-0131.png', uploading: true, progress: 42 },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar');
    await expect(bar).toHaveAttribute('aria-valuenow', '42');
    await expect(canvasElement.querySelector('input[type=file]')).toBeDisabled();
  },
};

/** Uploads from the foot of a scrolled sheet: the chosen file's name and the progress come into view. */
function AtTheFoot(args: FileDropProps) {
  const [name, setName] = useState<string | undefined>();
  return (
    // A scrolling region a keyboard can reach, as a sheet's body is (axe: scrollable-region-focusable;
    // the picker inside is disabled while it uploads).
    <div data-testid="sheet" role="region" aria-label="Sheet" tabIndex={0} style={{ height: 400, overflowY: 'auto' }}>
      <div style={{ height: 280 }} />
      <FileDrop {...args} fileName={name} uploading={name !== undefined} progress={name ? 12 : undefined} onFile={(file) => setName(file.name)} />
    </div>
  );
}

/** A picker that uploads for a moment, then is done (the slip form's flow). */
function UploadsThenDone(args: FileDropProps) {
  const [name, setName] = useState<string | undefined>();
  const [uploading, setUploading] = useState(false);
  return (
    <FileDrop
      {...args}
      fileName={name}
      uploading={uploading}
      onFile={(file) => {
        setName(file.name);
        setUploading(true);
        setTimeout(() => setUploading(false), 300);
      }}
    />
  );
}

/** Chosen from the keyboard: the picker is locked while it uploads and has the focus again once it is done. */
export const FocusComesBackAfterTheUpload: Story = {
  render: (args) => <UploadsThenDone {...args} />,
  play: async ({ canvasElement }) => {
    const input = canvasElement.querySelector<HTMLInputElement>('input[type=file]')!;
    input.focus();
    await userEvent.upload(input, new File(['png'], 'slip.png', { type: 'image/png' }));
    await waitFor(() => expect(input).toBeDisabled());
    await waitFor(() => expect(input).toBeEnabled());
    await waitFor(() => expect(input).toHaveFocus());
    // And after the next one.
    await userEvent.upload(input, new File(['png'], 'slip-2.png', { type: 'image/png' }));
    await waitFor(() => expect(input).toBeDisabled());
    await waitFor(() => expect(input).toBeEnabled());
    await waitFor(() => expect(input).toHaveFocus());
  },
};

export const UploadAtTheFoot: Story = {
  render: (args) => <AtTheFoot {...args} />,
  play: async ({ canvasElement }) => {
    const sheet = within(canvasElement).getByTestId('sheet');
    await userEvent.upload(canvasElement.querySelector<HTMLInputElement>('input[type=file]')!, new File(['png'], 'slip.png', { type: 'image/png' }));
    const bar = await within(canvasElement).findByRole('progressbar');
    await waitFor(() => expect(bar.getBoundingClientRect().bottom).toBeLessThanOrEqual(sheet.getBoundingClientRect().bottom + 1));
  },
};

export const UploadingIndeterminate: Story = { args: { fileName: 'slip-0131.png', uploading: true } };

export const ServerError: Story = { args: { fileName: 'slip-0131.png', error: 'This file is not a slip image.' } };

export const Disabled: Story = { args: { disabled: true } };

export const LongThaiLabel: Story = { args: { label: 'อัปโหลดสลิปการโอนเงินภายใน 1 ชั่วโมงหลังจากโอนเงินเข้าบัญชีแล้ว', fileName: 'สลิปโอนเงิน_ธนาคารกสิกรไทย_31-01-2025.jpg' } };

export const LongLaoLabel: Story = { args: { label: 'ອັບໂຫຼດສະລິບການໂອນເງິນພາຍໃນ 1 ຊົ່ວໂມງຫຼັງຈາກໂອນເງິນເຂົ້າບັນຊີແລ້ວ', fileName: 'ສະລິບໂອນເງິນ_ທະນາຄານ_31-01-2025.jpg' } };
