import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { backHandlerCount, handleBack } from '../../lib/back-stack';
import { VideoModal, type VideoItem } from './VideoModal';

// No network in tests: the player opens on an empty source; the behaviour under test is open/close/pause.
const videos: VideoItem[] = [
  { id: 'wallet', title: 'How to use the wallet', src: '' },
  { id: 'game', title: 'How to enter a game', src: '' },
  { id: 'balance', title: 'How to check your balance', src: '' },
  { id: 'bonus', title: 'How to receive bonuses', src: '' },
  { id: 'end-bonus', title: 'How to end a bonus', src: '' },
];

const meta = {
  title: 'UI/VideoModal',
  component: VideoModal,
  tags: ['autodocs'],
  args: { videos, onOpen: fn(), onClose: fn() },
  decorators: [(Story) => <div style={{ padding: 16 }}><Story /></div>],
} satisfies Meta<typeof VideoModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Opening a video shows the modal player; closing it pauses the video and returns focus. */
export const OpenAndClose: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const item = canvas.getByRole('button', { name: 'How to enter a game' });
    await userEvent.click(item);
    await expect(args.onOpen).toHaveBeenCalledWith('game');
    const dialog = await waitFor(() => canvas.getByRole('dialog', { name: 'How to enter a game' }));
    await expect(dialog).toHaveAttribute('open');
    const video = dialog.querySelector('video')!;
    await expect(video).toHaveAttribute('controls');
    await expect(document.body).toHaveClass('scroll-locked');
    await userEvent.click(within(dialog).getAllByRole('button')[0]!);
    await waitFor(() => expect(dialog).not.toHaveAttribute('open'));
    // The dialog's close event is queued as a task after `open` goes, so the report can come a moment later.
    await waitFor(() => expect(args.onClose).toHaveBeenCalledWith('game'));
    await expect(video.paused).toBe(true);
    await expect(document.body).not.toHaveClass('scroll-locked');
    await waitFor(() => expect(item).toHaveFocus());
  },
};

/** Back (the host's button, or the browser's) closes the player first; the next back is the page's. */
export const ClosedByBack: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'How to check your balance' }));
    const dialog = await waitFor(() => canvas.getByRole('dialog', { name: 'How to check your balance' }));
    await expect(backHandlerCount()).toBe(1);
    await expect(handleBack()).toBe(true);
    await waitFor(() => expect(dialog).not.toHaveAttribute('open'));
    await waitFor(() => expect(args.onClose).toHaveBeenCalledWith('balance'));
    await waitFor(() => expect(backHandlerCount()).toBe(0));
    await expect(handleBack()).toBe(false);
  },
};

/** Escape and a backdrop tap close the native dialog; every way of closing reports and pauses. */
export const ClosedByBrowser: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'How to use the wallet' }));
    const dialog = await waitFor(() => canvas.getByRole('dialog'));
    // What the browser does on Escape: the dialog closes without our close button.
    (dialog as HTMLDialogElement).close();
    await waitFor(() => expect(args.onClose).toHaveBeenCalledWith('wallet'));
  },
};

export const LongThai: Story = {
  args: { videos: videos.map((v, i) => ({ ...v, title: ['วิธีใช้งานกระเป๋าเงินสำหรับสมาชิกใหม่', 'วิธีเข้าเล่นเกม', 'วิธีตรวจสอบยอดเงิน', 'วิธีรับโบนัส', 'วิธียกเลิกโบนัส'][i] ?? v.title })) },
};

export const LongLao: Story = {
  args: { videos: videos.map((v, i) => ({ ...v, title: ['ວິທີໃຊ້ງານກະເປົາເງິນສຳລັບສະມາຊິກໃໝ່', 'ວິທີເຂົ້າຫຼິ້ນເກມ', 'ວິທີກວດສອບຍອດເງິນ', 'ວິທີຮັບໂບ⁠ນັດ', 'ວິທີຍົກເລີກໂບ⁠ນັດ'][i] ?? v.title })) },
};
