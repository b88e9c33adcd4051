import { proxy } from 'valtio';
import { account } from '../../api/account';
import { chatApi, type ChatWho } from '../../api/chat';
import type { ChatConversation, ChatSendRequest } from '../../api/contract';
import { ApiError, isTransportFailure } from '../../api/http';
import { limits } from '../../lib/constants';
import { characterCount } from '../../lib/text-length';
import { blankText } from '../../lib/validation';
import { debounce } from '../../lib/debounce';
import { getToken, isLoggedIn, onSessionEnd } from '../../lib/session';
import { readStored, storageKeys, writeStored } from '../../lib/storage';
import { reopenMemory } from '../../lib/reopen-after-reload';
import { wallet } from '../wallet/store';
import { checkChatFile, sendRefusal, uploadRefusal, type ChatFileRefusal, type ChatRefusal, type ChatUploadKind } from './files';
import type { ChatBody, ChatButton, ChatQuickReply } from './messages';
import {
  createSocketTransport,
  type ChatConnectionStatus,
  type ChatTransport,
  type CreateChatTransport,
} from '../../api/realtime';
import { browserOnline } from '../../lib/online';

/** A media message's life (spec §4): uploading_file → sending → succeed or failed. Text skips the upload. */
export type ChatMessageState = 'uploading_file' | 'sending' | 'succeed' | 'failed';

export interface ChatMessage {
  /** Stable React key: the server id, or a local one until the server answers. */
  key: string;
  /** The server's `_id`, once stored. */
  id: string | null;
  sender: 'customer' | 'others';
  body: ChatBody;
  createdAt: string;
  state: ChatMessageState;
  /** Upload progress 0–1 while `uploading_file`. */
  progress: number | null;
  /** The picked file's name and a local preview, for media the customer sends. */
  fileName: string | null;
  previewUrl: string | null;
  /** The §8 code (or NETWORK/TIMEOUT) of the last failure. */
  error: string | null;
  /** Why the server refused the file or the message for good (spec §5 message); such a message can only be deleted. */
  refused: ChatRefusal | null;
  /**
   * Sent with the device offline: nothing reached the server, so it goes again by itself once the
   * connection is back (`resendUnsent`), as a slip does. A failure online may have arrived unanswered:
   * that one waits for the player's Resend.
   */
  unsent: boolean;
}

export interface ChatIdentity extends ChatWho {
  username: string | null;
  name: string | null;
}

/** The live chat of spec §3/§4/§7: who is chatting, the history, and the connection. */
export const chat = proxy({
  open: false,
  started: false,
  identity: null as ChatIdentity | null,
  prefix: '',
  /** The server has a socket backend (GET /api/chat/config); without it nothing connects. */
  socket: false,
  status: 'idle' as ChatConnectionStatus,
  messages: [] as ChatMessage[],
  /** Server entries loaded so far, newest first: the `skip` of the next history page. */
  loaded: 0,
  hasMore: false,
  loadingHistory: false,
  historyFailed: false,
  /** Messages from the operator that arrived while the widget was closed. */
  unread: 0,
  fileError: null as ChatFileRefusal | null,
  sessionId: '',
  /**
   * What is typed and not sent: kept while the panel is closed (×, the back button) and opened
   * again, and through a reload (Telegram's menu, a webview brought back from memory).
   */
  draft: '',
});

// Kept outside the proxy: valtio must not wrap File objects or the live transport.
const files = new Map<string, { file: File; kind: ChatUploadKind }>();
let transport: ChatTransport | null = null;
let unsubscribe: Array<() => void> = [];
let starting: Promise<void> | null = null;
/** Who is chatting, as the running start learns it (null: it could not). */
let identityKnown: Promise<ChatIdentity | null> = Promise.resolve(null);
/** What the chat was started with, for a start again (who is chatting was not learnt the first time). */
let startDeps: ChatDeps = {};
let everConnected = false;
let localCounter = 0;

const randomId = (): string =>
  globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;

const who = (): ChatWho => ({ userId: chat.identity?.userId ?? null, guestId: chat.identity?.guestId ?? null });

/** The guest id of spec §3, generated once and kept in local storage. */
export function guestId(): string {
  const stored = readStored(storageKeys.guestId);
  // Letters, digits, _ and - (8–100), never all digits: it must not look like a member's id.
  if (stored && /^[A-Za-z0-9_-]{8,100}$/.test(stored) && !/^\d+$/.test(stored)) return stored;
  const id = randomId();
  writeStored(storageKeys.guestId, id);
  return id;
}

async function resolveIdentity(): Promise<ChatIdentity> {
  if (!isLoggedIn()) return { userId: null, guestId: guestId(), username: null, name: null };
  const known = wallet.snapshot?.profile;
  const profile = known ?? (await account.profile({ errors: 'silent' })).profile;
  return { userId: String(profile._id), guestId: null, username: profile.username, name: profile.name };
}

export const roomOf = (prefix: string, identity: ChatWho): string => `${prefix}-${identity.userId ?? identity.guestId ?? ''}`;

/** What a message holds of the member's own sending: nothing yet, for one the server sent or a fresh draft. */
const notSending = {
  progress: null,
  fileName: null,
  previewUrl: null,
  error: null,
  refused: null,
  unsent: false,
} as const satisfies Partial<ChatMessage>;

const toMessage = (entry: ChatConversation): ChatMessage => ({
  key: entry._id,
  id: entry._id,
  sender: entry.sender === 'customer' ? 'customer' : 'others',
  body: entry.message,
  createdAt: entry.createdAt,
  state: 'succeed',
  ...notSending,
});

const known = (id: string) => chat.messages.some((m) => m.id === id);

const markReadSoon = debounce(() => {
  if (chat.identity) void chatApi.markRead(who(), { errors: 'silent' }).catch(() => undefined);
}, limits.readMarkDebounceMs);

export interface ChatDeps {
  createTransport?: CreateChatTransport;
}

/**
 * Starts the chat the first time the widget opens: identity, config, the newest history page and,
 * when the server has a socket backend, the live connection (socket.io loads only now).
 */
export function startChat(deps: ChatDeps = {}): Promise<void> {
  if (chat.started) return starting ?? Promise.resolve();
  chat.started = true;
  startDeps = deps;
  chat.sessionId = randomId();
  identityKnown = resolveIdentity().then(
    (identity) => (chat.identity = identity),
    () => null,
  );
  starting = (async () => {
    if (!(await identityKnown)) {
      chat.started = false;
      chat.historyFailed = true;
      return;
    }
    const config = await chatApi.config({ errors: 'silent' }).catch(() => null);
    chat.prefix = config?.PREFIX ?? '';
    chat.socket = config?.socket === true;
    await loadOlder();
    if (chat.socket && chat.started) await connect(deps.createTransport ?? createSocketTransport);
  })();
  return starting;
}

async function connect(createTransport: CreateChatTransport): Promise<void> {
  if (!chat.identity) return;
  const next = createTransport();
  transport = next;
  everConnected = false;
  unsubscribe = [
    next.onMessage((entry) => receive(entry)),
    next.onStatus((status) => {
      chat.status = status;
      if (status !== 'connected') return;
      // Back after a drop (server restart, network): fetch what arrived meanwhile.
      if (everConnected) void catchUp();
      everConnected = true;
    }),
  ];
  try {
    await next.connect(roomOf(chat.prefix, chat.identity), () => {
      const identity = chat.identity;
      if (identity?.userId) return { token: getToken() ?? undefined };
      return { guestId: identity?.guestId ?? undefined };
    });
  } catch {
    chat.status = 'reconnecting';
  }
}

/**
 * Who is chatting, learnt now if the chat started without it (opened offline, the profile not yet
 * loaded): null while still unknown.
 */
async function ensureIdentity(): Promise<ChatIdentity | null> {
  if (chat.identity) return chat.identity;
  // Only who is chatting: not the history or the socket's download, which a message need not wait for.
  if (!chat.started) void startChat(startDeps);
  return identityKnown;
}

/** "Try again" on a history that could not load (also by itself back online): the whole start if it never got that far. */
export const retryHistory = (): Promise<void> => (chat.identity ? loadOlder() : startChat(startDeps));

/**
 * A message that cannot go because who is chatting is still unknown: nothing reached the server, so
 * offline it goes again by itself once the connection is back (online, on Resend); never left
 * "sending" for good.
 */
function notYetSent(key: string): void {
  const current = findLocal(key);
  if (!current || current.id !== null) return;
  Object.assign(current, { state: 'failed', progress: null, error: 'NETWORK', refused: null, unsent: !browserOnline() });
}

/** Leaves the room and drops the connection (the contact page unmounted). History stays for next time. */
export function stopChat(): void {
  for (const off of unsubscribe) off();
  unsubscribe = [];
  transport?.disconnect();
  transport = null;
  markReadSoon.cancel();
  chat.started = false;
  chat.open = false;
  openMemory.write(null);
  chat.status = 'idle';
  starting = null;
}

/** The panel was open when the page went: a reload opens it again (lib/reopen-after-reload). */
const openMemory = reopenMemory('chat', (value): value is true => value === true);
/**
 * The draft when the page went, this tab only: a member's under the session's keys, which every
 * sign-in, sign-out and guest page clears, so one member's words never wait in another's composer;
 * a guest's under the guest's own (a guest page clears the session's).
 */
const isText = (value: unknown): value is string => typeof value === 'string';
const draftMemories = { member: reopenMemory('chat-draft', isText, true), guest: reopenMemory('chat-draft', isText) };
const draftMemory = () => (isLoggedIn() ? draftMemories.member : draftMemories.guest);
chat.draft = draftMemory().read() ?? '';

/** What is typed now, kept for a closed panel and a reload. */
export function setDraft(text: string): void {
  chat.draft = text;
  draftMemory().write(text || null);
}
/** `here`: it was open over this screen (platform `reloadedOverSheet`); otherwise it is forgotten. */
export const chatOpenBeforeReload = (here: boolean): boolean => openMemory.takeIf(here) === true;

export function setChatOpen(open: boolean, deps?: ChatDeps): void {
  chat.open = open;
  openMemory.write(open || null);
  if (!open) return;
  chat.unread = 0;
  void startChat(deps).then(() => markReadSoon());
}

/** The next (older) history page, prepended oldest first (spec §7: 10 a page, reversed). */
export async function loadOlder(): Promise<void> {
  if (chat.loadingHistory || !chat.identity) return;
  chat.loadingHistory = true;
  chat.historyFailed = false;
  try {
    const reply = await chatApi.history(who(), chat.loaded, { errors: 'silent' });
    const page = [...reply.conversations].reverse().filter((entry) => !known(entry._id));
    // One assignment: an unshift would let subscribers see the list mid-shift (holes).
    if (page.length > 0) chat.messages = [...page.map(toMessage), ...chat.messages];
    chat.loaded += reply.conversations.length;
    chat.hasMore = reply.conversations.length > 0 && chat.loaded < reply.total;
  } catch {
    chat.historyFailed = true;
  } finally {
    chat.loadingHistory = false;
  }
}

/** After a reconnect: the newest page, adding whatever the socket missed. */
async function catchUp(): Promise<void> {
  try {
    const reply = await chatApi.history(who(), 0, { errors: 'silent' });
    for (const entry of [...reply.conversations].reverse()) receive(entry);
  } catch {
    /* the next reconnect tries again */
  }
}

const signature = (body: ChatBody): string => {
  const payload = body.payload as { filePath?: unknown } | string | undefined;
  const path = typeof payload === 'object' && payload !== null ? String(payload.filePath ?? '') : String(payload ?? '');
  return `${body.message_type}|${body.text ?? ''}|${path}`;
};

/** A `messaging` event (spec §4): appended, unless it is our own message coming back. */
export function receive(entry: ChatConversation): void {
  if (!entry || typeof entry._id !== 'string' || !entry.message || known(entry._id)) return;
  // Ours coming back (sent from this page: its session): still sending, or failed with no answer
  // after it left the phone (the server stored it and the reply was lost) — it is sent, in its place;
  // shown again below, and Resend stored it twice. A sending one first, then the newest failed one.
  if (entry.sender === 'customer' && entry.session_id === chat.sessionId) {
    const mine = (m: ChatMessage, state: ChatMessageState) =>
      m.id === null && m.sender === 'customer' && m.state === state && signature(m.body) === signature(entry.message);
    const own =
      chat.messages.find((m) => mine(m, 'sending')) ??
      [...chat.messages].reverse().find((m) => mine(m, 'failed') && !m.unsent && m.refused === null && isTransportFailure(m.error ?? ''));
    if (own) {
      own.id = entry._id;
      own.createdAt = entry.createdAt;
      own.state = 'succeed';
      own.error = null;
      own.unsent = false;
      files.delete(own.key);
      chat.loaded += 1;
      return;
    }
  }
  chat.messages.push(toMessage(entry));
  chat.loaded += 1;
  if (entry.sender !== 'customer') {
    if (chat.open) markReadSoon();
    else chat.unread += 1;
  }
}

/** A message the member writes, as the list holds it before (and while) the server takes it. */
export function draftMessage(
  key: string,
  body: ChatBody,
  state: ChatMessageState,
  extra: Partial<ChatMessage> = {},
): ChatMessage {
  return {
    key,
    id: null,
    sender: 'customer',
    body,
    createdAt: new Date().toISOString(),
    state,
    ...notSending,
    ...extra,
  };
}

function addLocal(body: ChatBody, state: ChatMessageState, extra: Partial<ChatMessage> = {}): ChatMessage {
  localCounter += 1;
  chat.messages.push(draftMessage(`local-${localCounter}-${randomId()}`, body, state, extra));
  // Return the proxied entry so later writes re-render.
  return chat.messages[chat.messages.length - 1]!;
}

const findLocal = (key: string) => chat.messages.find((m) => m.key === key);

async function deliver(key: string): Promise<void> {
  const message = findLocal(key);
  if (!message) return;
  message.state = 'sending';
  message.error = null;
  message.unsent = false;
  // Asked before sending: offline only by the time it fails, it may have reached the server first.
  const offline = !browserOnline();
  const identity = await ensureIdentity();
  if (!identity) return notYetSent(key);
  const body: ChatSendRequest = {
    ...who(),
    username: identity.username,
    name: identity.name,
    session_id: chat.sessionId,
    sender: 'customer',
    message: JSON.parse(JSON.stringify(message.body)) as ChatBody,
  };
  try {
    const reply = await chatApi.send(body, { errors: 'silent' });
    const current = findLocal(key);
    if (!current) return;
    if (current.id === null) {
      if (known(reply._id)) {
        // The socket echo won the race and is already shown: keep one copy.
        chat.messages.splice(chat.messages.indexOf(current), 1);
        return;
      }
      current.id = reply._id;
      chat.loaded += 1;
    }
    current.createdAt = reply.createdAt ?? current.createdAt;
    current.state = 'succeed';
    files.delete(key);
    // From now on show what the server stored (what the operator sees), not the local preview.
    if (current.previewUrl && uploaded(current)) {
      URL.revokeObjectURL(current.previewUrl);
      current.previewUrl = null;
    }
  } catch (error) {
    const current = findLocal(key);
    // The room's echo came back first (receive): the server has it, whatever became of the reply.
    if (current && current.id === null) {
      current.state = 'failed';
      current.error = error instanceof ApiError ? error.code : 'NETWORK';
      current.refused = error instanceof ApiError ? sendRefusal(error.status, error.code) : null;
      current.unsent = offline && current.error === 'NETWORK';
    }
  }
}

/** Sends typed text (spec §5: blank is not sent — nor text of invisible characters alone — at most 2000 characters). False when refused. */
export function sendText(text: string): boolean {
  if (blankText(text) || characterCount(text) > limits.chatTextMax) return false;
  const message = addLocal({ message_type: 'text', text }, 'sending');
  void deliver(message.key);
  return true;
}

/** A postback button sends its payload back, shown as the button's title. */
export function sendPostback(button: Pick<ChatButton, 'title' | 'payload'>): void {
  const message = addLocal({ message_type: 'postback', text: button.title, payload: button.payload }, 'sending');
  void deliver(message.key);
}

/** A quick reply is answered as a text with the reply's payload attached. */
export function sendQuickReply(reply: ChatQuickReply): void {
  const message = addLocal({ message_type: 'text', text: reply.title, payload: reply.payload }, 'sending');
  void deliver(message.key);
}

async function uploadAndDeliver(key: string): Promise<void> {
  const held = files.get(key);
  const message = findLocal(key);
  if (!held || !message) return;
  message.state = 'uploading_file';
  message.progress = 0;
  message.error = null;
  message.unsent = false;
  if (!(await ensureIdentity())) return notYetSent(key);
  try {
    const upload = held.kind === 'image' ? chatApi.uploadImage : chatApi.uploadVideo;
    const reply = await upload(held.file, who(), {
      errors: 'silent',
      onUploadProgress: (fraction) => {
        const current = findLocal(key);
        if (current) current.progress = fraction;
      },
    });
    const current = findLocal(key);
    if (!current) return;
    current.progress = null;
    current.body = {
      message_type: 'media',
      payload: { message: held.file.name, url: false, fileType: reply.fileType ?? held.kind, filePath: reply.path },
    };
  } catch (error) {
    const current = findLocal(key);
    if (current) {
      current.state = 'failed';
      current.progress = null;
      current.error = error instanceof ApiError ? error.code : 'NETWORK';
      current.refused = error instanceof ApiError ? uploadRefusal(held.kind, error.status, error.code) : null;
      // An upload cut off by the network (even one that reached the server) sent no message: it goes
      // again by itself once the connection is back, at worst as a second copy of a file nobody is shown.
      current.unsent = isTransportFailure(current.error) && !browserOnline();
    }
    return;
  }
  await deliver(key);
}

/** Checks and sends a picked file (spec §5 "Chat upload"). False, with `fileError` set, when refused. */
export function sendFile(file: File): boolean {
  const check = checkChatFile(file);
  if (!check.ok) {
    chat.fileError = check.key === 'validation.fileTooLarge' ? { key: check.key, params: check.params } : { key: check.key };
    return false;
  }
  chat.fileError = null;
  const previewUrl = typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null;
  const message = addLocal(
    { message_type: 'media', payload: { message: file.name, url: false, fileType: check.kind, filePath: '' } },
    'uploading_file',
    { fileName: file.name, previewUrl, progress: 0 },
  );
  files.set(message.key, { file, kind: check.kind });
  void uploadAndDeliver(message.key);
  return true;
}

export const clearFileError = () => {
  chat.fileError = null;
};

function uploaded(message: ChatMessage): boolean {
  const payload = message.body.payload as { filePath?: unknown } | undefined;
  return message.body.message_type !== 'media' || (typeof payload?.filePath === 'string' && payload.filePath !== '');
}

/** Tries a failed message again: the upload too if it never finished. A refused message is not tried again. */
export function resend(key: string): void {
  const message = findLocal(key);
  if (!message || message.state !== 'failed' || message.refused) return;
  // Sent now, it goes after whatever arrived meanwhile, where the operator will see it too.
  // One assignment: a splice would let subscribers see the list mid-shift.
  if (chat.messages[chat.messages.length - 1] !== message)
    chat.messages = [...chat.messages.filter((m) => m !== message), message];
  if (uploaded(message)) void deliver(key);
  else void uploadAndDeliver(key);
}

/** Whether a message failed offline and waits for the connection (`resendUnsent`). */
export const waitsForNetwork = (message: Pick<ChatMessage, 'state' | 'unsent'>): boolean => message.state === 'failed' && message.unsent;

/** Back online: every message that failed offline goes again, in the order they were written. */
export function resendUnsent(): void {
  for (const message of chat.messages.filter(waitsForNetwork)) resend(message.key);
}

/** Drops a failed message from the conversation. */
export function remove(key: string): void {
  const index = chat.messages.findIndex((m) => m.key === key);
  if (index < 0 || chat.messages[index]!.state !== 'failed') return;
  const [gone] = chat.messages.splice(index, 1);
  if (gone?.previewUrl) URL.revokeObjectURL(gone.previewUrl);
  files.delete(key);
}

/** A new chat (spec §4): the history shown is cleared and a new session starts. */
export function newChat(): void {
  for (const message of chat.messages) if (message.previewUrl) URL.revokeObjectURL(message.previewUrl);
  chat.messages = [];
  files.clear();
  chat.hasMore = false;
  chat.historyFailed = false;
  chat.fileError = null;
  chat.sessionId = randomId();
}

/** Back to nothing (tests and stories start from here). */
export function resetChat(): void {
  stopChat();
  newChat();
  chat.identity = null;
  chat.prefix = '';
  chat.socket = false;
  chat.loaded = 0;
  chat.unread = 0;
  chat.sessionId = '';
  setDraft('');
}

onSessionEnd(resetChat);
