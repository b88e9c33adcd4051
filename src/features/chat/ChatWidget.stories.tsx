import type { Meta, StoryObj } from '@storybook/react-vite';
import { t } from '../../../.storybook/t';
import { http, HttpResponse } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import ChatWidget from './ChatWidget';
import { at, chatServer, chatWidgetMeta, everyType, GUEST, live, media, openedChat } from '../../../.storybook/chat-fixtures';
import { ChatMessageView } from './ChatMessageView';
import type { ChatBody } from './messages';
import { draftMessage, type ChatMessage } from './store';

// The widget's documented states. Interactions (sending, uploads, paging, the socket, members)
// are played in ChatWidget.scenarios.stories.tsx.
const meta = { title: 'Features/Chat/ChatWidget', tags: ['autodocs'], ...chatWidgetMeta } satisfies Meta<typeof ChatWidget>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The toggle opens and closes the panel; the chat starts (config, history, room) on the first open. */
export const Closed: Story = {
  args: { defaultOpen: false },
  parameters: { msw: chatServer().handlers },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('textbox')).toBeNull();
    await expect(live.transport.rooms).toEqual([]);
    await userEvent.click(canvas.getByRole('button', { name: 'เปิดแชทสด' }));
    await expect(await canvas.findByRole('heading', { name: 'แชทสด' })).toBeVisible();
    // The launcher is gone: focus moved into the panel, not left on <body>.
    await waitFor(() => expect(canvas.getByRole('region', { name: 'แชทสด' })).toHaveFocus());
    await waitFor(() => expect(live.transport.rooms).toEqual([`wallet-${GUEST}`]));
    await expect(live.transport.auths).toEqual([{ guestId: GUEST }]);
    await expect(await canvas.findByText(/ส่งข้อความถึงเรา/)).toBeVisible();
    // One close control while open (the panel's), and the launcher takes focus back after it.
    await expect(canvas.getAllByRole('button', { name: 'ปิดแชทสด' })).toHaveLength(1);
    await expect(canvas.queryByRole('button', { name: 'เปิดแชทสด' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'ปิดแชทสด' }));
    await expect(canvas.queryByRole('textbox')).toBeNull();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'เปิดแชทสด' })).toHaveFocus());
  },
};

/**
 * Escape anywhere in the open panel, the message box included, closes it as the close button does
 * and gives focus back to the launcher; inside the "new chat?" question it only closes the question.
 */
export const EscapeCloses: Story = {
  args: { defaultOpen: false },
  parameters: { msw: chatServer({ history: everyType().slice(0, 2) }).handlers },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: t('chat.open') }));
    const box = await canvas.findByRole('textbox', { name: t('chat.input') });
    // With a conversation on screen "+" asks first.
    await within(await canvas.findByRole('log')).findAllByRole('listitem');

    await userEvent.click(canvas.getByRole('button', { name: t('chat.newChat') }));
    const question = await body.findByRole('alertdialog', { name: t('chat.newChatConfirmTitle') });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(question).not.toBeVisible());
    await expect(canvas.getByRole('region', { name: t('chat.title') })).toBeVisible();

    await userEvent.type(box, 'half a message');
    await expect(box).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('region', { name: t('chat.title') })).toBeNull();
    await waitFor(() => expect(canvas.getByRole('button', { name: t('chat.open') })).toHaveFocus());
  },
};

/** Every message type: text (plain, and html only when the payload says so), buttons, postback, cards, media, quick replies. */
export const EveryMessageType: Story = {
  parameters: { msw: chatServer({ history: everyType() }).handlers },
  play: async ({ canvasElement }) => {
    const { inLog } = await openedChat(canvasElement);
    await expect(await inLog.findByText(/<b>not bold<\/b>/)).toBeVisible();
    await expect(inLog.getByText('opening hours').tagName).toBe('B');
    await expect(inLog.getByRole('link', { name: 'Call us' })).toHaveAttribute('href', 'tel:+6620000000');
    await expect(inLog.getByRole('img', { name: /slip\.png/ })).toBeVisible();
    await expect(inLog.getByRole('group', { name: t('chat.quickReplies') })).toBeVisible();
  },
};

/** The connection dropped: a notice until the transport is back (server restart, network). */
export const Reconnecting: Story = {
  parameters: { msw: chatServer({ history: everyType().slice(0, 2) }).handlers },
  play: async ({ canvasElement }) => {
    const { canvas } = await openedChat(canvasElement);
    await waitFor(() => expect(live.transport.connected).toBe(true));
    live.transport.setStatus('reconnecting');
    await expect(await canvas.findByRole('status')).toHaveTextContent('การเชื่อมต่อขาดหาย กำลังเชื่อมต่อใหม่…');
  },
};

/** The history could not be loaded: a retry. */
export const HistoryFailed: Story = {
  parameters: {
    msw: [
      http.get('/api/chat/config', () => HttpResponse.json({ PREFIX: t('statement.place.WALLET'), socket: false })),
      http.post('/api/chat/history', () => HttpResponse.json({ message: 'INTERNAL_SERVER_ERROR' }, { status: 500 })),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('โหลดบทสนทนาไม่สำเร็จ')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'ลองใหม่' })).toBeVisible();
  },
};

const photoBody = (filePath: string): ChatBody => ({
  message_type: 'media',
  payload: { message: 'slip.png', url: false, fileType: 'image', filePath },
});
const draft = (key: string, body: ChatBody, state: ChatMessage['state'], extra: Partial<ChatMessage> = {}) =>
  draftMessage(key, body, state, { id: state === 'succeed' ? key : null, createdAt: at(30), ...extra });
const preview = { fileName: 'slip.png', previewUrl: '/story-media/slip.svg' };
const states: ChatMessage[] = [
  draft('a', photoBody(''), 'uploading_file', { progress: 0.4, ...preview }),
  draft('b', photoBody('/story-media/slip.svg'), 'sending', preview),
  draft('c', photoBody('/story-media/slip.svg'), 'succeed'),
  draft('d', photoBody(''), 'failed', { ...preview, error: 'NETWORK' }),
  draft('e', { message_type: 'text', text: 'Sending text…' }, 'sending'),
  draft('f', { message_type: 'text', text: 'This one failed' }, 'failed', { error: 'NETWORK' }),
  draft('g', { message_type: 'text', text: 'Written offline' }, 'failed', { error: 'NETWORK', unsent: true }),
];

/** Every media and text send state side by side: uploading_file (40 %), sending, succeed, failed, failed offline (goes once back online). */
export const SendStates: StoryObj = {
  parameters: { msw: media },
  render: () => (
    <div style={{ maxWidth: 380, padding: 12, background: 'var(--color-bg)' }}>
      <ol style={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: 12 }}>
        {states.map((message) => (
          <ChatMessageView
            key={message.key}
            message={message}
            latest={false}
            onPostback={fn()}
            onQuickReply={fn()}
            onResend={fn()}
            onRemove={fn()}
          />
        ))}
      </ol>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '40');
    await expect(canvas.getByText(t('chat.state.uploading', { percent: 40 }))).toBeVisible();
    await expect(canvas.getAllByText(t('chat.state.sending'))).toHaveLength(2);
    await expect(canvas.getAllByRole('button', { name: t('chat.resend') })).toHaveLength(3);
    // Failed offline: it says it waits for the connection, not just "not sent".
    await expect(canvas.getAllByText(t('chat.state.failed'))).toHaveLength(2);
    await expect(canvas.getByText(t('chat.state.unsent'))).toBeVisible();
  },
};
