import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { storyRouter } from '../../../.storybook/router';
import type { ChatConversation } from '../../api/contract';
import { clearToken, setToken } from '../../lib/session';
import { storageKeys } from '../../lib/storage';
import { createBrowserPlatform } from '../../platform/browser';
import { PlatformProvider } from '../../platform/context';
import ContactPage from '../help/ContactPage';
import { help } from '../help/store';
import ChatWidget from './ChatWidget';
import { ChatMessageView } from './ChatMessageView';
import type { ChatBody } from './messages';
import { chat, resetChat, type ChatMessage } from './store';
import { createFakeTransport, type FakeChatTransport } from '../../api/realtime';

const GUEST = 'guest-story-0001';
const photoSvg = `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="200" viewBox="0 0 320 200"><rect width="320" height="200" fill="#2c6e49"/><circle cx="250" cy="60" r="30" fill="#f5b82e"/><path d="M0 200 L110 90 L200 170 L250 130 L320 200Z" fill="#1b4332"/></svg>`;
const media = [
  http.get('/story-media/:name', () => new HttpResponse(photoSvg, { headers: { 'content-type': 'image/svg+xml' } })),
];

let sequence = 0;
const at = (minute: number) => new Date(Date.UTC(2025, 4, 1, 3, minute)).toISOString();
const conversation = (sender: 'customer' | 'others', message: ChatBody, minute = 0): ChatConversation => {
  sequence += 1;
  return {
    _id: `s${sequence}`,
    sender,
    message,
    createdAt: at(minute),
    session_id: null,
    userId: null,
    guestId: GUEST,
    username: null,
    name: sender === 'others' ? 'Operator' : null,
    deviceToken: null,
  };
};

/** One of each message type the server sends (spec §3), oldest first. */
const everyType = (): ChatConversation[] => [
  conversation('customer', { message_type: 'text', text: 'สวัสดีครับ ฝากเงินแล้วยอดยังไม่เข้า\nโอนไปเมื่อ 10 นาทีก่อน' }, 1),
  conversation('others', { message_type: 'text', payload: 'Hello! <b>not bold</b> — server text is plain text.' }, 2),
  conversation('others', { message_type: 'text', payload: { type: 'html', html: 'Our <b>opening hours</b>: 24/7' } }, 3),
  conversation(
    'others',
    {
      message_type: 'buttons',
      payload: {
        text: 'How can we help?',
        buttons: [
          { type: 'postback', title: 'Deposit problem', payload: 'DEPOSIT' },
          { type: 'web', title: 'Open the website', payload: 'https://wallet.example/help' },
          { type: 'call', title: 'Call us', payload: '+66 2 000 0000' },
        ],
      },
    },
    4,
  ),
  conversation('customer', { message_type: 'postback', text: 'Deposit problem', payload: 'DEPOSIT' }, 5),
  conversation(
    'others',
    {
      message_type: 'generic',
      payloads: [
        {
          title: 'Bank transfer',
          subtitle: 'Upload your slip',
          image_url: '/story-media/bank.svg',
          buttons: [{ type: 'postback', title: 'Choose', payload: 'BANK' }],
        },
        {
          title: 'QR payment',
          subtitle: 'Scan and pay',
          image_url: '/story-media/qr.svg',
          buttons: [{ type: 'web', title: 'Guide', payload: 'https://wallet.example/qr' }],
        },
      ],
    },
    6,
  ),
  conversation(
    'others',
    {
      message_type: 'media',
      payload: { message: 'Here is a picture', url: true, fileType: 'image', filePath: '/story-media/picture.svg' },
    },
    7,
  ),
  conversation(
    'customer',
    { message_type: 'media', payload: { message: 'slip.png', url: false, fileType: 'image', filePath: '/story-media/slip.svg' } },
    8,
  ),
  conversation(
    'others',
    {
      message_type: 'media',
      payload: { message: 'How to deposit', url: false, fileType: 'video', filePath: '/media/tutorials/wallet.webm' },
    },
    9,
  ),
  conversation(
    'others',
    {
      message_type: 'media',
      payload: { message: 'terms.pdf', url: false, fileType: 'file', filePath: '/story-media/terms.pdf' },
    },
    10,
  ),
  conversation(
    'others',
    {
      message_type: 'quick_replies',
      payload: { text: 'Was this helpful?' },
      payloads: [
        { title: 'Yes', payload: 'YES' },
        { title: 'No', payload: 'NO' },
      ],
    },
    11,
  ),
];

interface ServerOptions {
  history?: ChatConversation[];
  socket?: boolean;
  upload?: 'ok' | 'hang' | 'fail-once' | 'fail';
  send?: 'ok' | 'hang';
}

/** The chat endpoints of spec §7 as msw handlers; `sent` records what the widget posted. */
function chatServer({ history = [], socket = true, upload = 'ok', send = 'ok' }: ServerOptions = {}) {
  const sent: Array<Record<string, unknown>> = [];
  let uploads = 0;
  let id = 1000;
  const uploadHandler = async () => {
    uploads += 1;
    if (upload === 'hang') await delay('infinite');
    if (upload === 'fail' || (upload === 'fail-once' && uploads === 1))
      return HttpResponse.json({ message: 'INTERNAL_SERVER_ERROR' }, { status: 500 });
    return HttpResponse.json({ path: '/story-media/uploaded.svg', fileType: 'image' });
  };
  const handlers = [
    ...media,
    http.get('/api/chat/config', () => HttpResponse.json({ PREFIX: 'wallet', socket })),
    http.post('/api/chat/history', async ({ request }) => {
      const { skip, limit } = (await request.json()) as { skip: number; limit: number };
      const newestFirst = [...history].reverse();
      return HttpResponse.json({ conversations: newestFirst.slice(skip, skip + limit), total: history.length });
    }),
    http.post('/api/chat/send-message', async ({ request }) => {
      sent.push((await request.json()) as Record<string, unknown>);
      if (send === 'hang') await delay('infinite');
      id += 1;
      return HttpResponse.json({ _id: `new-${id}`, createdAt: new Date().toISOString() });
    }),
    http.post('/api/chat/upload-image', uploadHandler),
    http.post('/api/chat/upload-video', uploadHandler),
    http.put('/api/chat/read-customer/', () => HttpResponse.json({ ok: true, read: 0 })),
    http.get('/api/account/profile', () =>
      HttpResponse.json({
        profile: { _id: '42', name: 'Somchai', username: '0812345678', createdAt: at(0), coin: 0 },
        bankAccount: null,
      }),
    ),
  ];
  return { handlers, sent, uploads: () => uploads };
}

let transport: FakeChatTransport = createFakeTransport();
const openExternal = fn();
const withSpyPlatform: Decorator = (Story) => (
  <PlatformProvider platform={{ ...createBrowserPlatform(), openExternal }}>
    <Story />
  </PlatformProvider>
);

const meta = {
  title: 'Features/Chat/ChatWidget',
  component: ChatWidget,
  tags: ['autodocs'],
  decorators: [withSpyPlatform],
  args: { createTransport: () => transport, defaultOpen: true },
  beforeEach: () => {
    resetChat();
    transport = createFakeTransport();
    openExternal.mockClear();
    clearToken();
    window.localStorage.setItem(storageKeys.guestId, GUEST);
    return () => resetChat();
  },
  parameters: { docs: { story: { inline: false, height: '700px' } } },
} satisfies Meta<typeof ChatWidget>;

export default meta;
type Story = StoryObj<typeof meta>;

const panel = (canvasElement: HTMLElement) => within(canvasElement);
const fileInput = (canvasElement: HTMLElement) =>
  canvasElement.querySelector<HTMLInputElement>('[data-testid="chat-file-input"]')!;
const photo = () => new File([new Uint8Array(4096)], 'slip.png', { type: 'image/png' });

/** The toggle opens and closes the panel; the chat starts (config, history, room) on the first open. */
export const Closed: Story = {
  args: { defaultOpen: false },
  parameters: { msw: chatServer().handlers },
  play: async ({ canvasElement }) => {
    const canvas = panel(canvasElement);
    await expect(canvas.queryByRole('textbox')).toBeNull();
    await expect(transport.rooms).toEqual([]);
    await userEvent.click(canvas.getByRole('button', { name: 'เปิดแชทสด' }));
    await expect(await canvas.findByRole('heading', { name: 'แชทสด' })).toBeVisible();
    await waitFor(() => expect(transport.rooms).toEqual([`wallet-${GUEST}`]));
    await expect(transport.auths).toEqual([{ guestId: GUEST }]);
    await expect(await canvas.findByText(/ส่งข้อความถึงเรา/)).toBeVisible();
    await userEvent.click(canvas.getAllByRole('button', { name: 'ปิดแชทสด' })[0]!);
    await expect(canvas.queryByRole('textbox')).toBeNull();
  },
};

const empty = chatServer();
/** Enter sends, Shift+Enter makes a newline, blank is not sent (spec §5 "Chat text"). */
export const SendText: Story = {
  globals: { locale: 'en' },
  parameters: { msw: empty.handlers },
  play: async ({ canvasElement }) => {
    empty.sent.length = 0;
    const canvas = panel(canvasElement);
    const field = await canvas.findByRole('textbox', { name: 'Message' });
    await userEvent.type(field, '   {Enter}');
    await expect(empty.sent).toHaveLength(0);
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
    const log = canvas.getByRole('log');
    await waitFor(() =>
      expect(
        within(log)
          .getByText(/second line/)
          .closest('li'),
      ).toHaveAttribute('data-state', 'succeed'),
    );
  },
};

/** More than 2000 characters cannot be sent. */
export const TextTooLong: Story = {
  globals: { locale: 'en' },
  parameters: { msw: chatServer().handlers },
  play: async ({ canvasElement }) => {
    const canvas = panel(canvasElement);
    const field = await canvas.findByRole('textbox');
    await userEvent.click(field);
    await userEvent.paste('x'.repeat(2001));
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('A message can have at most 2000 characters')).toBeVisible();
    await expect(canvas.getByText('2001 / 2000')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Send' })).toBeDisabled();
  },
};

const every = chatServer({ history: everyType() });
/** Every message type: text (plain, and html only when the payload says so), buttons, postback, cards, media, quick replies. */
export const EveryMessageType: Story = {
  globals: { locale: 'en' },
  parameters: { msw: every.handlers },
  play: async ({ canvasElement }) => {
    every.sent.length = 0;
    const canvas = panel(canvasElement);
    const log = await canvas.findByRole('log');
    await expect(await within(log).findByText(/<b>not bold<\/b>/)).toBeVisible();
    await expect(within(log).getByText('opening hours').tagName).toBe('B');
    // web → the platform adapter; call → a tel: link; postback → sends its payload.
    await userEvent.click(within(log).getByRole('button', { name: 'Open the website' }));
    await expect(openExternal).toHaveBeenCalledWith('https://wallet.example/help');
    await expect(within(log).getByRole('link', { name: 'Call us' })).toHaveAttribute('href', 'tel:+6620000000');
    await expect(within(log).getByRole('img', { name: /slip\.png/ })).toBeVisible();
    await userEvent.click(within(log).getByRole('button', { name: 'Deposit problem' }));
    await waitFor(() =>
      expect(every.sent[0]).toMatchObject({ message: { message_type: 'postback', text: 'Deposit problem', payload: 'DEPOSIT' } }),
    );
    // Quick replies belong to the newest message only: after the postback they are gone.
    await expect(within(log).queryByRole('group', { name: 'Suggested replies' })).toBeNull();
  },
};

const quick = chatServer({
  history: [
    conversation(
      'others',
      {
        message_type: 'quick_replies',
        payload: { text: 'Was this helpful?' },
        payloads: [
          { title: 'Yes', payload: 'YES' },
          { title: 'No', payload: 'NO' },
        ],
      },
      1,
    ),
  ],
});
export const QuickReplies: Story = {
  globals: { locale: 'la' },
  parameters: { msw: quick.handlers },
  play: async ({ canvasElement }) => {
    quick.sent.length = 0;
    const canvas = panel(canvasElement);
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
  globals: { locale: 'en' },
  parameters: { msw: paged.handlers },
  play: async ({ canvasElement }) => {
    const canvas = panel(canvasElement);
    const log = await canvas.findByRole('log');
    await within(log).findByText('Message 25');
    await expect(within(log).getAllByRole('listitem')).toHaveLength(10);
    await expect(within(log).getAllByRole('listitem')[0]).toHaveTextContent('Message 16');
    log.scrollTop = 0;
    log.dispatchEvent(new Event('scroll'));
    await within(log).findByText('Message 6');
    await expect(within(log).getAllByRole('listitem')).toHaveLength(20);
    await userEvent.click(within(log).getByRole('button', { name: 'Show earlier messages' }));
    await within(log).findByText('Message 1');
    await expect(within(log).queryByRole('button', { name: 'Show earlier messages' })).toBeNull();
  },
};

/** `messaging` events are appended; while closed they count as unread on the toggle. */
export const OperatorReplyOverSocket: Story = {
  parameters: {
    msw: chatServer({ history: [conversation('customer', { message_type: 'text', text: 'มีใครอยู่ไหมครับ' }, 1)] }).handlers,
  },
  play: async ({ canvasElement }) => {
    const canvas = panel(canvasElement);
    const log = await canvas.findByRole('log');
    await within(log).findByText('มีใครอยู่ไหมครับ');
    await waitFor(() => expect(transport.connected).toBe(true));
    transport.push(conversation('others', { message_type: 'text', payload: 'สวัสดีค่ะ ยินดีให้บริการค่ะ' }, 2));
    await expect(await within(log).findByText('สวัสดีค่ะ ยินดีให้บริการค่ะ')).toBeVisible();
    await userEvent.click(canvas.getAllByRole('button', { name: 'ปิดแชทสด' })[0]!);
    transport.push(conversation('others', { message_type: 'text', payload: 'ตรวจสอบให้แล้วนะคะ' }, 3));
    await expect(await canvas.findByRole('button', { name: 'เปิดแชทสด, ข้อความใหม่ 1 ข้อความ' })).toBeVisible();
  },
};

/** The connection dropped: a notice until the transport is back (server restart, network). */
export const Reconnecting: Story = {
  parameters: { msw: chatServer({ history: everyType().slice(0, 2) }).handlers },
  play: async ({ canvasElement }) => {
    const canvas = panel(canvasElement);
    await canvas.findByRole('log');
    await waitFor(() => expect(transport.connected).toBe(true));
    transport.setStatus('reconnecting');
    await expect(await canvas.findByRole('status')).toHaveTextContent('การเชื่อมต่อขาดหาย กำลังเชื่อมต่อใหม่…');
  },
};

/** Media: uploading_file with its progress bar (the upload never finishes here). */
export const MediaUploading: Story = {
  globals: { locale: 'en' },
  parameters: { msw: chatServer({ upload: 'hang' }).handlers },
  play: async ({ canvasElement }) => {
    const canvas = panel(canvasElement);
    await canvas.findByRole('log');
    await userEvent.upload(fileInput(canvasElement), photo());
    const row = await waitFor(() => {
      const found = canvasElement.querySelector<HTMLElement>('li[data-state="uploading_file"]');
      if (!found) throw new Error('no uploading message yet');
      return found;
    });
    await expect(within(row).getByRole('progressbar', { name: 'Upload progress' })).toBeVisible();
    await expect(within(row).getByRole('img', { name: 'slip.png' })).toBeVisible();
  },
};

/** Media: uploaded, now sending (the send never finishes here). */
export const MediaSending: Story = {
  globals: { locale: 'en' },
  parameters: { msw: chatServer({ send: 'hang' }).handlers },
  play: async ({ canvasElement }) => {
    const canvas = panel(canvasElement);
    await canvas.findByRole('log');
    await userEvent.upload(fileInput(canvasElement), photo());
    await expect(await canvas.findByText('Sending…')).toBeVisible();
    await expect(canvasElement.querySelector('li[data-state="sending"]')).not.toBeNull();
  },
};

const failing = chatServer({ upload: 'fail-once' });
/** Media: the upload failed; resend uploads again and succeeds. */
export const MediaFailedThenResent: Story = {
  globals: { locale: 'en' },
  parameters: { msw: failing.handlers },
  play: async ({ canvasElement }) => {
    failing.sent.length = 0;
    const canvas = panel(canvasElement);
    await canvas.findByRole('log');
    await userEvent.upload(fileInput(canvasElement), photo());
    await expect(await canvas.findByText('Not sent')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Resend' }));
    await waitFor(() => expect(canvasElement.querySelector('li[data-state="succeed"]')).not.toBeNull());
    await expect(failing.sent[0]).toMatchObject({
      message: { message_type: 'media', payload: { fileType: 'image', filePath: '/story-media/uploaded.svg' } },
    });
    await expect(canvas.queryByText('Not sent')).toBeNull();
  },
};

/** Media: the upload failed; remove drops it. */
export const MediaFailedRemoved: Story = {
  globals: { locale: 'en' },
  parameters: { msw: chatServer({ upload: 'fail' }).handlers },
  play: async ({ canvasElement }) => {
    const canvas = panel(canvasElement);
    await canvas.findByRole('log');
    await userEvent.upload(fileInput(canvasElement), photo());
    await userEvent.click(await canvas.findByRole('button', { name: 'Remove' }));
    await expect(canvasElement.querySelectorAll('li')).toHaveLength(0);
  },
};

/** §5 upload checks, before anything is uploaded. */
export const FileRefused: Story = {
  globals: { locale: 'en' },
  parameters: { msw: chatServer().handlers },
  play: async ({ canvasElement }) => {
    const canvas = panel(canvasElement);
    await canvas.findByRole('log');
    await userEvent.upload(
      fileInput(canvasElement),
      new File([new Uint8Array(25 * 1024 * 1024)], 'clip.mp4', { type: 'video/mp4' }),
      {
        applyAccept: false,
      },
    );
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'The file is too large. Please select file no larger than 20 MB',
    );
    await userEvent.upload(fileInput(canvasElement), new File(['%PDF'], 'terms.pdf', { type: 'application/pdf' }), {
      applyAccept: false,
    });
    await expect(await canvas.findByRole('alert')).toHaveTextContent('File is not supported');
    await userEvent.upload(fileInput(canvasElement), new File(['x'], 'photo', { type: 'image/png' }), { applyAccept: false });
    await expect(await canvas.findByRole('alert')).toHaveTextContent('File is not supported');
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
    await panel(canvasElement).findByRole('log');
    await waitFor(() => expect(transport.rooms).toEqual(['wallet-42']));
    await expect(transport.auths).toEqual([{ token: 'story-token' }]);
    await expect(chat.identity).toMatchObject({ userId: '42', guestId: null });
  },
};

/** A new chat clears the history shown. */
export const NewChat: Story = {
  parameters: { msw: chatServer({ history: everyType().slice(0, 3) }).handlers },
  play: async ({ canvasElement }) => {
    const canvas = panel(canvasElement);
    const log = await canvas.findByRole('log');
    await waitFor(() => expect(within(log).getAllByRole('listitem')).toHaveLength(3));
    await userEvent.click(canvas.getByRole('button', { name: 'เริ่มแชทใหม่' }));
    await expect(within(log).queryAllByRole('listitem')).toHaveLength(0);
    await expect(canvas.getByText(/ส่งข้อความถึงเรา/)).toBeVisible();
  },
};

/** The history could not be loaded: a retry. */
export const HistoryFailed: Story = {
  parameters: {
    msw: [
      http.get('/api/chat/config', () => HttpResponse.json({ PREFIX: 'wallet', socket: false })),
      http.post('/api/chat/history', () => HttpResponse.json({ message: 'INTERNAL_SERVER_ERROR' }, { status: 500 })),
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(await panel(canvasElement).findByText('โหลดบทสนทนาไม่สำเร็จ')).toBeVisible();
    await expect(panel(canvasElement).getByRole('button', { name: 'ลองใหม่' })).toBeVisible();
  },
};

// ------------------------------------------------------------------ states, as the list draws them

const local = (key: string, body: ChatBody, state: ChatMessage['state'], extra: Partial<ChatMessage> = {}): ChatMessage => ({
  key,
  id: state === 'succeed' ? key : null,
  sender: 'customer',
  body,
  createdAt: at(30),
  state,
  progress: null,
  fileName: null,
  previewUrl: null,
  error: null,
  ...extra,
});
const pendingPhoto: ChatBody = {
  message_type: 'media',
  payload: { message: 'slip.png', url: false, fileType: 'image', filePath: '' },
};
const sentPhoto: ChatBody = {
  message_type: 'media',
  payload: { message: 'slip.png', url: false, fileType: 'image', filePath: '/story-media/slip.svg' },
};
const states: ChatMessage[] = [
  local('a', pendingPhoto, 'uploading_file', { progress: 0.4, fileName: 'slip.png', previewUrl: '/story-media/slip.svg' }),
  local('b', sentPhoto, 'sending', { fileName: 'slip.png', previewUrl: '/story-media/slip.svg' }),
  local('c', sentPhoto, 'succeed'),
  local('d', pendingPhoto, 'failed', { fileName: 'slip.png', previewUrl: '/story-media/slip.svg', error: 'NETWORK' }),
  local('e', { message_type: 'text', text: 'Sending text…' }, 'sending'),
  local('f', { message_type: 'text', text: 'This one failed' }, 'failed', { error: 'NETWORK' }),
];

/** Every media and text send state side by side: uploading_file (40 %), sending, succeed, failed. */
export const SendStates: StoryObj = {
  globals: { locale: 'en' },
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
    await expect(canvas.getByText('Uploading 40%')).toBeVisible();
    await expect(canvas.getAllByText('Sending…')).toHaveLength(2);
    await expect(canvas.getAllByRole('button', { name: 'Resend' })).toHaveLength(2);
  },
};

/** On the contact page: the lazily loaded widget, with the server's socket backend switched off. */
export const OnContactPage: Story = {
  decorators: [storyRouter('/contact').decorator],
  parameters: {
    msw: [
      ...chatServer({ socket: false, history: everyType().slice(0, 2) }).handlers,
      http.get('/api/lookup/contact', () =>
        HttpResponse.json({
          contactText: 'Our team answers <b>24 hours</b> a day.',
          lineLink: 'https://line.me/R/ti/p/@wallet',
          lineName: '@wallet',
          lineQR: '/favicon.svg',
        }),
      ),
      http.get('/api/lookup/enableChatWidget', () => HttpResponse.json({ enableChatWidget: true })),
    ],
  },
  beforeEach: () => {
    help.contact = null;
    help.chatEnabled = false;
  },
  render: () => <ContactPage />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const slot = await canvas.findByTestId('chat-widget-slot');
    await userEvent.click(within(slot).getByRole('button', { name: 'เปิดแชทสด' }));
    await expect(await within(slot).findByText(/ฝากเงินแล้วยอดยังไม่เข้า/)).toBeVisible();
    await expect(chat.socket).toBe(false);
    await expect(chat.status).toBe('idle');
  },
};
