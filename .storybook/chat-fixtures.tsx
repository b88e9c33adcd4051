/**
 * What the chat widget's stories (the documented states in ChatWidget.stories.tsx, the test
 * scenarios in ChatWidget.scenarios.stories.tsx) and the contact screen's share: a fake chat server
 * (msw), the fake socket transport, a platform whose openExternal is a spy, message builders and
 * play helpers.
 */
import type { Decorator } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { fn, userEvent, within } from 'storybook/test';
import type { ChatConversation } from '../src/api/contract';
import { createFakeTransport, type FakeChatTransport } from '../src/api/realtime';
import { clearToken } from '../src/lib/session';
import { storageKeys } from '../src/lib/storage';
import { createBrowserPlatform } from '../src/platform/browser';
import { PlatformProvider } from '../src/platform/context';
import type { ChatBody } from '../src/features/chat/messages';
import ChatWidget from '../src/features/chat/ChatWidget';
import { resetChat } from '../src/features/chat/store';

export const GUEST = 'guest-story-0001';

const photoSvg = `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="200" viewBox="0 0 320 200"><rect width="320" height="200" fill="#2c6e49"/><circle cx="250" cy="60" r="30" fill="#f5b82e"/><path d="M0 200 L110 90 L200 170 L250 130 L320 200Z" fill="#1b4332"/></svg>`;
/** Images under /story-media/ (one picture for every name). */
export const media = [
  http.get('/story-media/:name', () => new HttpResponse(photoSvg, { headers: { 'content-type': 'image/svg+xml' } })),
];

let sequence = 0;
export const at = (minute: number) => new Date(Date.UTC(2025, 4, 1, 3, minute)).toISOString();

/** One stored conversation entry as the server sends it (history or a socket `messaging` event). */
export const conversation = (sender: 'customer' | 'others', message: ChatBody, minute = 0): ChatConversation => {
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

/** A media message (image, video or file) as stored. */
const mediaEntry = (sender: 'customer' | 'others', fileType: string, message: string, filePath: string, minute: number, url = false) =>
  conversation(sender, { message_type: 'media', payload: { message, url, fileType, filePath } }, minute);

/** The operator's "Was this helpful?" with Yes / No quick replies. */
export const helpfulQuestion = (minute: number) =>
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
    minute,
  );

/** One of each message type the server sends (spec §3), oldest first. */
export const everyType = (): ChatConversation[] => [
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
  mediaEntry('others', 'image', 'Here is a picture', '/story-media/picture.svg', 7, true),
  mediaEntry('customer', 'image', 'slip.png', '/story-media/slip.svg', 8),
  mediaEntry('others', 'video', 'How to deposit', '/media/tutorials/wallet.webm', 9),
  mediaEntry('others', 'file', 'terms.pdf', '/story-media/terms.pdf', 10),
  helpfulQuestion(11),
];

export interface ServerOptions {
  history?: ChatConversation[];
  socket?: boolean;
  /** `refuse`: the server's answer to a file whose bytes are not what its name says (§5, for good). */
  upload?: 'ok' | 'hang' | 'fail-once' | 'fail' | 'refuse';
  /**
   * `lost`: the server stores the message but its reply is lost with the connection; `lost-echoed`:
   * the same, with the room's echo of it on the socket before the reply is lost.
   */
  send?: 'ok' | 'hang' | 'lost' | 'lost-echoed';
}

/** The chat endpoints of spec §7 as msw handlers; `sent` records what the widget posted. */
export function chatServer({ history = [], socket = true, upload = 'ok', send = 'ok' }: ServerOptions = {}) {
  const sent: Array<Record<string, unknown>> = [];
  let uploads = 0;
  let id = 1000;
  const uploadHandler = async () => {
    uploads += 1;
    if (upload === 'hang') await delay('infinite');
    // After a moment, as a real upload: the message is first drawn uploading, then refused.
    if (upload === 'refuse') await delay(300);
    if (upload === 'refuse') return HttpResponse.json({ message: 'KEY_INVALID', detail: 'File is not supported' }, { status: 400 });
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
      const body = (await request.json()) as Record<string, unknown>;
      sent.push(body);
      if (send === 'hang') await delay('infinite');
      if (send === 'lost-echoed') live.transport.push({ ...conversation('customer', body.message as ChatBody), session_id: body.session_id as string });
      if (send === 'lost' || send === 'lost-echoed') return HttpResponse.error();
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

/** The fake socket of the story being played (a fresh one per story). */
export const live: { transport: FakeChatTransport } = { transport: createFakeTransport() };
/** The platform's openExternal, to see where web buttons go. */
export const openExternal = fn();

const withSpyPlatform: Decorator = (Story) => (
  <PlatformProvider platform={{ ...createBrowserPlatform(), openExternal }}>
    <Story />
  </PlatformProvider>
);

/** Meta fields both ChatWidget story files use: an open widget as a guest on a fresh store and socket. */
export const chatWidgetMeta = {
  component: ChatWidget,
  decorators: [withSpyPlatform],
  args: { createTransport: () => live.transport, defaultOpen: true },
  beforeEach: () => {
    resetChat();
    live.transport = createFakeTransport();
    openExternal.mockClear();
    clearToken();
    window.localStorage.setItem(storageKeys.guestId, GUEST);
    return () => resetChat();
  },
  parameters: { docsFrame: 700 },
};

/** Waits for the open widget's message list; returns the canvas and the list. */
export async function openedChat(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const log = await canvas.findByRole('log');
  return { canvas, log, inLog: within(log) };
}

export const photo = () => new File([new Uint8Array(4096)], 'slip.png', { type: 'image/png' });

/** Picks a file in the widget's hidden file input (`applyAccept: false` lets refused types through). */
export async function pickFile(canvasElement: HTMLElement, file: File = photo(), applyAccept = true): Promise<void> {
  const input = canvasElement.querySelector<HTMLInputElement>('[data-testid="chat-file-input"]');
  if (!input) throw new Error('no chat file input');
  await userEvent.upload(input, file, { applyAccept });
}
