import type { Meta, StoryObj } from '@storybook/react-vite';
import { t } from '../../../.storybook/t';
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { http, HttpResponse } from 'msw';
import { setToken, clearToken } from '../../lib/session';
import type ChatWidget from './ChatWidget';
import {
  chatServer,
  chatWidgetMeta,
  conversation,
  everyType,
  GUEST,
  helpfulQuestion,
  live,
  openedChat,
  openExternal,
  pickFile,
} from '../../../.storybook/chat-fixtures';
import { chat } from './store';

// Test scenarios of the chat widget: each plays one interaction against the fake chat server and
// socket. The documented states are in ChatWidget.stories.tsx.
const meta = { title: 'Features/Chat/ChatWidget/Scenarios', tags: ['!autodocs'], ...chatWidgetMeta } satisfies Meta<
  typeof ChatWidget
>;

export default meta;
type Story = StoryObj<typeof meta>;

const empty = chatServer();
/** Enter sends, Shift+Enter makes a newline, blank is not sent (spec §5 "Chat text"). */
export const SendText: Story = {
  parameters: { msw: empty.handlers },
  play: async ({ canvasElement }) => {
    empty.sent.length = 0;
    const { canvas, inLog } = await openedChat(canvasElement);
    const field = canvas.getByRole('textbox', { name: t('chat.input') });
    await userEvent.type(field, '   {Enter}');
    await expect(empty.sent).toHaveLength(0);
    // Zero-width spaces and a Hangul filler draw nothing either: the send button stays off.
    await userEvent.clear(field);
    await userEvent.type(field, '\u200b\u3164\u200b{Enter}');
    await expect(empty.sent).toHaveLength(0);
    await expect(canvas.getByRole('button', { name: t('chat.send') })).toBeDisabled();
    await userEvent.clear(field);
    await userEvent.type(field, 'Hello{Shift>}{Enter}{/Shift}second line');
    await expect(field).toHaveValue('Hello\nsecond line');
    await userEvent.type(field, '{Enter}');
    await expect(field).toHaveValue('');
    await waitFor(() => expect(empty.sent).toHaveLength(1));
    await expect(empty.sent[0]).toMatchObject({
      guestId: GUEST,
      userId: null,
      sender: 'customer',
      message: { message_type: 'text', text: 'Hello\nsecond line' },
    });
    await waitFor(() => expect(inLog.getByText(/second line/).closest('li')).toHaveAttribute('data-state', 'succeed'));
  },
};

const echoedThenLost = chatServer({ send: 'lost-echoed' });
/**
 * The server stored the message and the room's echo came back, but the reply was lost: it is sent
 * (the echo says so), not "failed" with a Resend that would store it twice.
 */
export const ReplyLostAfterTheEcho: Story = {
  parameters: { msw: echoedThenLost.handlers },
  play: async ({ canvasElement }) => {
    echoedThenLost.sent.length = 0;
    const { canvas, inLog } = await openedChat(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: t('chat.input') }), 'ฝากเงินไม่เข้า{Enter}');
    await waitFor(() => expect(echoedThenLost.sent).toHaveLength(1));
    await waitFor(() => expect(inLog.getByText('ฝากเงินไม่เข้า').closest('li')).toHaveAttribute('data-state', 'succeed'));
    // Still sent once the lost reply has failed (not turned "failed" behind it).
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(inLog.getByText('ฝากเงินไม่เข้า').closest('li')).toHaveAttribute('data-state', 'succeed');
    await expect(canvasElement.querySelectorAll('li')).toHaveLength(1);
    await expect(canvas.queryByRole('button', { name: t('chat.resend') })).toBeNull();
  },
};

const lost = chatServer({ send: 'lost' });
/**
 * The reply was lost and the message shown failed; the room's echo arriving later says the server
 * has it: it turns sent in its place (one copy, in its order), and Resend goes.
 */
export const EchoAfterTheReplyWasLost: Story = {
  parameters: { msw: lost.handlers },
  play: async ({ canvasElement }) => {
    lost.sent.length = 0;
    const { canvas, inLog } = await openedChat(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: t('chat.input') }), 'ฝากเงินไม่เข้า{Enter}');
    await expect(await canvas.findByRole('button', { name: t('chat.resend') })).toBeVisible();
    // The room's echo of it, from this page's chat session (the server keeps the session it was sent in).
    live.transport.push({ ...conversation('customer', { message_type: 'text', text: 'ฝากเงินไม่เข้า' }), session_id: chat.sessionId });
    live.transport.push(conversation('others', { message_type: 'text', payload: 'รับเรื่องแล้วค่ะ' }));
    await waitFor(() => expect(inLog.getByText('ฝากเงินไม่เข้า').closest('li')).toHaveAttribute('data-state', 'succeed'));
    const rows = [...canvasElement.querySelectorAll('li')].map((row) => row.textContent ?? '');
    await expect(rows).toHaveLength(2);
    await expect(rows[0]).toContain('ฝากเงินไม่เข้า');
    await expect(rows[1]).toContain('รับเรื่องแล้วค่ะ');
    await expect(canvas.queryByRole('button', { name: t('chat.resend') })).toBeNull();
    await expect(lost.sent).toHaveLength(1);
  },
};

const lostElsewhere = chatServer({ send: 'lost' });
/**
 * The same words sent from another device (another chat session) are that device's message: they
 * show as their own, and this page's failed one keeps its Resend.
 */
export const SameWordsFromAnotherDevice: Story = {
  parameters: { msw: lostElsewhere.handlers },
  play: async ({ canvasElement }) => {
    const { canvas, inLog } = await openedChat(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: t('chat.input') }), 'ok{Enter}');
    await expect(await canvas.findByRole('button', { name: t('chat.resend') })).toBeVisible();
    // The other device's message comes over the socket: pushed once this page has joined the room
    // (the failed send can now come back before the socket is up).
    await waitFor(() => expect(live.transport.connected).toBe(true));
    live.transport.push({ ...conversation('customer', { message_type: 'text', text: 'ok' }), session_id: 'another-device' });
    await waitFor(() => expect(inLog.getAllByText('ok')).toHaveLength(2));
    await expect(canvas.getByRole('button', { name: t('chat.resend') })).toBeVisible();
  },
};

/** Closed with words typed and not sent, the panel opened again still has them. */
export const DraftKeptWhileClosed: Story = {
  parameters: { msw: chatServer().handlers },
  play: async ({ canvasElement }) => {
    const { canvas } = await openedChat(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: t('chat.input') }), 'ฝากเงิน 500 บาท');
    await userEvent.click(canvas.getByRole('button', { name: t('chat.close') }));
    await waitFor(() => expect(canvas.queryByRole('textbox', { name: t('chat.input') })).toBeNull());
    await userEvent.click(canvas.getByRole('button', { name: t('chat.open') }));
    await expect(await canvas.findByRole('textbox', { name: t('chat.input') })).toHaveValue('ฝากเงิน 500 บาท');
  },
};

/** More than 2000 characters cannot be sent. */
export const TextTooLong: Story = {
  parameters: { msw: chatServer().handlers },
  play: async ({ canvasElement }) => {
    const { canvas } = await openedChat(canvasElement);
    const field = canvas.getByRole('textbox');
    await userEvent.click(field);
    await userEvent.paste('x'.repeat(2001));
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText(t('chat.tooLong', { max: 2000 }))).toBeVisible();
    await expect(canvas.getByText('2001 / 2000')).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('chat.send') })).toBeDisabled();
  },
};

/** The counter counts as the limit does: an emoji is one character (not two UTF-16 units), so 1,005 of them can go. */
export const EmojiCountOnce: Story = {
  parameters: { msw: chatServer().handlers },
  play: async ({ canvasElement }) => {
    const { canvas } = await openedChat(canvasElement);
    const field = canvas.getByRole('textbox');
    await userEvent.click(field);
    await userEvent.paste(`${'😀'.repeat(1800)}abcde`);
    await expect(canvas.getByText('1805 / 2000')).toBeVisible();
    await expect(field).not.toHaveAttribute('aria-invalid');
    await expect(canvas.getByRole('button', { name: t('chat.send') })).toBeEnabled();
  },
};

const every = chatServer({ history: everyType() });
/** Buttons: web → the platform adapter; postback → sends its payload and retires the quick replies. */
export const MessageButtons: Story = {
  parameters: { msw: every.handlers },
  play: async ({ canvasElement }) => {
    every.sent.length = 0;
    const { inLog } = await openedChat(canvasElement);
    await userEvent.click(await inLog.findByRole('button', { name: 'Open the website' }));
    await expect(openExternal).toHaveBeenCalledWith('https://wallet.example/help');
    await userEvent.click(inLog.getByRole('button', { name: 'Deposit problem' }));
    await waitFor(() =>
      expect(every.sent[0]).toMatchObject({ message: { message_type: 'postback', text: 'Deposit problem', payload: 'DEPOSIT' } }),
    );
    // Quick replies belong to the newest message only: after the postback they are gone.
    await expect(inLog.queryByRole('group', { name: t('chat.quickReplies') })).toBeNull();
  },
};

/**
 * An operator's picture sent with words shows the words under it (they were only its alt text, unseen);
 * the player's own picture carries its file name, which stays its name, not a caption.
 */
export const OperatorPictureCaption: Story = {
  parameters: { msw: every.handlers },
  play: async ({ canvasElement }) => {
    const { inLog } = await openedChat(canvasElement);
    await expect(await inLog.findByText('Here is a picture')).toBeVisible();
    const picture = inLog.getByRole('button', { name: `${t('chat.openImage')}: ${t('chat.image')}` });
    await expect(picture).toBeVisible();
    await expect(inLog.queryByText('slip.png')).toBeNull();
    await expect(inLog.getByRole('button', { name: `${t('chat.openImage')}: slip.png` })).toBeVisible();
  },
};

const quick = chatServer({ history: [helpfulQuestion(1)] });
/** A quick reply sends its text and payload; the replies go away. */
export const QuickReplies: Story = {
  globals: { locale: 'la' },
  parameters: { msw: quick.handlers },
  play: async ({ canvasElement }) => {
    quick.sent.length = 0;
    const canvas = within(canvasElement);
    const group = await canvas.findByRole('group', { name: 'ຄຳຕອບທີ່ແນະນຳ' });
    await userEvent.click(within(group).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(quick.sent[0]).toMatchObject({ message: { message_type: 'text', text: 'Yes', payload: 'YES' } }));
    await expect(canvas.queryByRole('group', { name: 'ຄຳຕອບທີ່ແນະນຳ' })).toBeNull();
  },
};

const paged = chatServer({
  history: Array.from({ length: 25 }, (_, i) =>
    conversation(i % 2 ? 'others' : 'customer', { message_type: 'text', text: `Message ${i + 1}` }, i),
  ),
});
/** 10 a page, newest page first, older pages loaded upward as the user scrolls. */
export const HistoryPaging: Story = {
  parameters: { msw: paged.handlers },
  play: async ({ canvasElement }) => {
    const { log, inLog } = await openedChat(canvasElement);
    await inLog.findByText('Message 25');
    await expect(inLog.getAllByRole('listitem')).toHaveLength(10);
    await expect(inLog.getAllByRole('listitem')[0]).toHaveTextContent('Message 16');
    log.scrollTop = 0;
    log.dispatchEvent(new Event('scroll'));
    await inLog.findByText('Message 6');
    await expect(inLog.getAllByRole('listitem')).toHaveLength(20);
    await userEvent.click(inLog.getByRole('button', { name: t('chat.earlier') }));
    await inLog.findByText('Message 1');
    await expect(inLog.queryByRole('button', { name: t('chat.earlier') })).toBeNull();
  },
};

/**
 * A reader at the newest message stays there when something above it grows with no event to catch
 * (a late font, an image that fails); one who scrolled up is left where they are.
 */
export const NewestStaysInViewAsTheConversationGrows: Story = {
  parameters: { msw: paged.handlers },
  play: async ({ canvasElement }) => {
    const { log, inLog } = await openedChat(canvasElement);
    const newest = (await inLog.findByText('Message 25')).closest('li')!;
    const items = () => inLog.getAllByRole('listitem');
    await waitFor(() => expect(log.scrollHeight).toBeGreaterThan(log.clientHeight + 200));
    items()[6]!.style.paddingBottom = '240px';
    await waitFor(() =>
      expect(newest.getBoundingClientRect().bottom).toBeLessThanOrEqual(log.getBoundingClientRect().bottom + 1),
    );
    log.scrollTop -= 160;
    await new Promise((settled) => log.addEventListener('scroll', settled, { once: true }));
    const readingAt = log.scrollTop;
    items()[7]!.style.paddingBottom = '240px';
    await new Promise((frame) => requestAnimationFrame(() => requestAnimationFrame(frame)));
    await expect(log.scrollTop).toBe(readingAt);
  },
};

/** `messaging` events are appended; while closed they count as unread on the toggle. */
export const OperatorReplyOverSocket: Story = {
  parameters: {
    msw: chatServer({ history: [conversation('customer', { message_type: 'text', text: 'มีใครอยู่ไหมครับ' }, 1)] }).handlers,
  },
  play: async ({ canvasElement }) => {
    const { canvas, inLog } = await openedChat(canvasElement);
    await inLog.findByText('มีใครอยู่ไหมครับ');
    await waitFor(() => expect(live.transport.connected).toBe(true));
    live.transport.push(conversation('others', { message_type: 'text', payload: 'สวัสดีค่ะ ยินดีให้บริการค่ะ' }, 2));
    await expect(await inLog.findByText('สวัสดีค่ะ ยินดีให้บริการค่ะ')).toBeVisible();
    await userEvent.click(canvas.getAllByRole('button', { name: 'ปิดแชทสด' })[0]!);
    live.transport.push(conversation('others', { message_type: 'text', payload: 'ตรวจสอบให้แล้วนะคะ' }, 3));
    await expect(await canvas.findByRole('button', { name: 'เปิดแชทสด, ข้อความใหม่ 1 ข้อความ' })).toBeVisible();
  },
};

/** Media: uploading_file with its progress bar (the upload never finishes here). */
export const MediaUploading: Story = {
  parameters: { msw: chatServer({ upload: 'hang' }).handlers },
  play: async ({ canvasElement }) => {
    await openedChat(canvasElement);
    await pickFile(canvasElement);
    const row = await waitFor(() => {
      const found = canvasElement.querySelector<HTMLElement>('li[data-state="uploading_file"]');
      if (!found) throw new Error('no uploading message yet');
      return found;
    });
    await expect(within(row).getByRole('progressbar', { name: t('chat.state.uploadProgress') })).toBeVisible();
    await expect(within(row).getByRole('img', { name: 'slip.png' })).toBeVisible();
  },
};

/** Media: uploaded, now sending (the send never finishes here). */
export const MediaSending: Story = {
  parameters: { msw: chatServer({ send: 'hang' }).handlers },
  play: async ({ canvasElement }) => {
    const { canvas } = await openedChat(canvasElement);
    await pickFile(canvasElement);
    await expect(await canvas.findByText(t('chat.state.sending'))).toBeVisible();
    await expect(canvasElement.querySelector('li[data-state="sending"]')).not.toBeNull();
  },
};

const failing = chatServer({ upload: 'fail-once' });
/** Media: the upload failed; resend uploads again and succeeds. */
export const MediaFailedThenResent: Story = {
  parameters: { msw: failing.handlers },
  play: async ({ canvasElement }) => {
    failing.sent.length = 0;
    const { canvas } = await openedChat(canvasElement);
    await pickFile(canvasElement);
    await expect(await canvas.findByText(t('chat.state.failed'))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('chat.resend') }));
    await waitFor(() => expect(canvasElement.querySelector('li[data-state="succeed"]')).not.toBeNull());
    await expect(failing.sent[0]).toMatchObject({
      message: { message_type: 'media', payload: { fileType: 'image', filePath: '/story-media/uploaded.svg' } },
    });
    await expect(canvas.queryByText(t('chat.state.failed'))).toBeNull();
  },
};

/** Media: the upload failed; remove drops it. */
export const MediaFailedRemoved: Story = {
  parameters: { msw: chatServer({ upload: 'fail' }).handlers },
  play: async ({ canvasElement }) => {
    const { canvas } = await openedChat(canvasElement);
    await pickFile(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: t('chat.remove') }));
    await expect(canvasElement.querySelectorAll('li')).toHaveLength(0);
  },
};

/** Media: the server refuses the file for good (a .png that is not an image): the reason, and Delete only. */
export const MediaRefusedByServer: Story = {
  parameters: { msw: chatServer({ upload: 'refuse', history: everyType() }).handlers },
  play: async ({ canvasElement }) => {
    const { log, inLog } = await openedChat(canvasElement);
    // A conversation taller than the log, so the new message is scrolled to.
    await waitFor(() => expect(inLog.getAllByRole('listitem').length).toBeGreaterThan(5));
    await pickFile(canvasElement);
    const row = await waitFor(() => {
      const found = canvasElement.querySelector<HTMLElement>('li[data-state="failed"]');
      if (!found) throw new Error('no failed message yet');
      return found;
    });
    await expect(within(row).getByRole('alert')).toHaveTextContent(t('validation.fileNotSupported'));
    await expect(within(row).queryByText(t('chat.state.failed'))).toBeNull();
    await expect(within(row).queryByRole('button', { name: t('chat.resend') })).toBeNull();
    // No broken preview: the file's name stands in for it.
    await expect(within(row).queryByRole('img')).toBeNull();
    const remove = within(row).getByRole('button', { name: t('chat.remove') });
    await expect(remove).toBeVisible();
    // The row appears after the message was scrolled into view: it must not stay under the composer.
    await waitFor(() => expect(remove.getBoundingClientRect().bottom).toBeLessThanOrEqual(log.getBoundingClientRect().bottom));
    await userEvent.click(remove);
    await expect(canvasElement.querySelector('li[data-state="failed"]')).toBeNull();
  },
};

/** §5 upload checks, before anything is uploaded. */
export const FileRefused: Story = {
  parameters: { msw: chatServer().handlers },
  play: async ({ canvasElement }) => {
    const { canvas } = await openedChat(canvasElement);
    const refused = [
      [
        new File([new Uint8Array(25 * 1024 * 1024)], 'clip.mp4', { type: 'video/mp4' }),
        t('validation.fileTooLarge', { size: 20 }),
      ],
      [new File(['%PDF'], 'terms.pdf', { type: 'application/pdf' }), t('validation.fileNotSupported')],
      [new File(['x'], 'photo', { type: 'image/png' }), t('validation.fileNotSupported')],
    ] as const;
    for (const [file, message] of refused) {
      await pickFile(canvasElement, file, false);
      await expect(await canvas.findByRole('alert')).toHaveTextContent(message);
    }
    await expect(canvasElement.querySelectorAll('li')).toHaveLength(0);
  },
};

/** A member chats under the user id (room prefix-userId, the token in the handshake). */
export const Member: Story = {
  globals: { locale: 'la' },
  parameters: { msw: chatServer().handlers },
  beforeEach: () => {
    setToken('story-token', false);
    return () => clearToken();
  },
  play: async ({ canvasElement }) => {
    await openedChat(canvasElement);
    await waitFor(() => expect(live.transport.rooms).toEqual(['wallet-42']));
    await expect(live.transport.auths).toEqual([{ token: 'story-token' }]);
    await expect(chat.identity).toMatchObject({ userId: '42', guestId: null });
  },
};

/** Whether the member's profile answers (a tunnel while false). */
let profileReachable = true;

/**
 * A member opens the chat in a tunnel, before the app knew who they are: "could not load", and what
 * they write waits as not sent yet (never "sending" for good). Back online, the conversation loads by
 * itself and the message goes — before, Try again did nothing and the message was lost on reload.
 */
export const MemberOpensItOffline: Story = {
  parameters: {
    msw: [
      http.get('/api/account/profile', () => (profileReachable ? undefined : HttpResponse.error())),
      ...chatServer({ history: [conversation('others', { message_type: 'text', text: 'สวัสดีค่ะ' })] }).handlers,
    ],
  },
  beforeEach: () => {
    setToken('story-token', false);
    profileReachable = false;
    const onLine = spyOn(navigator, 'onLine', 'get').mockImplementation(() => profileReachable);
    return () => {
      onLine.mockRestore();
      clearToken();
    };
  },
  play: async ({ canvasElement }) => {
    const { canvas, inLog } = await openedChat(canvasElement);
    await expect(await inLog.findByText(t('chat.historyFailed'), {}, { timeout: 5000 })).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: t('chat.input') }), 'ยอดฝากหาย{Enter}');
    await expect(await inLog.findByText(t('chat.state.unsent'), {}, { timeout: 5000 })).toBeVisible();
    profileReachable = true;
    window.dispatchEvent(new Event('online'));
    await expect(await inLog.findByText('สวัสดีค่ะ')).toBeVisible();
    await waitFor(() => expect(inLog.queryByText(t('chat.state.unsent'))).toBeNull());
    await expect(inLog.queryByText(t('chat.historyFailed'))).toBeNull();
    await waitFor(() =>
      expect(chat.messages.map((m) => [m.body.text, m.state])).toEqual([
        ['สวัสดีค่ะ', 'succeed'],
        ['ยอดฝากหาย', 'succeed'],
      ]),
    );
  },
};

/** A new chat clears the history shown, asked first (the "+" sits beside the close button). */
export const NewChat: Story = {
  parameters: { msw: chatServer({ history: everyType().slice(0, 3) }).handlers },
  play: async ({ canvasElement }) => {
    const { canvas, inLog } = await openedChat(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await waitFor(() => expect(inLog.getAllByRole('listitem')).toHaveLength(3));
    await userEvent.click(canvas.getByRole('button', { name: 'เริ่มแชทใหม่' }));
    const ask = await page.findByRole('alertdialog', { name: t('chat.newChatConfirmTitle') });
    await userEvent.click(within(ask).getByRole('button', { name: t('ui.common.cancel') }));
    await waitFor(() => expect(page.queryByRole('alertdialog')).toBeNull());
    await expect(inLog.getAllByRole('listitem')).toHaveLength(3);
    await userEvent.click(canvas.getByRole('button', { name: 'เริ่มแชทใหม่' }));
    const again = await page.findByRole('alertdialog', { name: t('chat.newChatConfirmTitle') });
    await userEvent.click(within(again).getByRole('button', { name: t('chat.newChat') }));
    await waitFor(() => expect(inLog.queryAllByRole('listitem')).toHaveLength(0));
    await expect(canvas.getByText(/ส่งข้อความถึงเรา/)).toBeVisible();
  },
};
