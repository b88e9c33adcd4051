import type { ChatConversation } from '../../api/contract';
import { apiUrl } from '../../api/http';

/** The body of one conversation entry (spec §3 "Chat conversation"). */
export type ChatBody = ChatConversation['message'];
export type ChatMessageType = ChatBody['message_type'];
/** A body as stored or as a read-only valtio snapshot of it. */
export interface ChatBodyLike {
  readonly message_type: ChatMessageType;
  readonly payload?: unknown;
  readonly payloads?: readonly unknown[];
  readonly text?: string;
}

/** A button of spec §3: web opens a link, call dials, postback sends its payload back. */
export interface ChatButton {
  type: 'web' | 'call' | 'postback' | 'other';
  title: string;
  payload: string;
}
export interface ChatQuickReply {
  title: string;
  payload: string;
}
export interface ChatCard {
  title: string;
  subtitle: string;
  imageUrl: string | null;
  buttons: ChatButton[];
}
/** Media payload of spec §3: `url` true means filePath is already a full address. */
export interface ChatMedia {
  message: string;
  url: boolean;
  fileType: 'image' | 'video' | 'file';
  filePath: string;
}

/** A conversation entry read defensively: the server (or an operator tool) may omit any field. */
export type ChatView =
  | { kind: 'text'; text: string; html: string | null }
  | { kind: 'buttons'; text: string; buttons: ChatButton[] }
  | { kind: 'quick_replies'; text: string; replies: ChatQuickReply[] }
  | { kind: 'generic'; cards: ChatCard[] }
  | { kind: 'media'; media: ChatMedia }
  | { kind: 'postback'; text: string };

type Loose = Record<string, unknown>;
const isObject = (value: unknown): value is Loose => typeof value === 'object' && value !== null && !Array.isArray(value);
const str = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

const buttonTypes = new Set(['web', 'call', 'postback', 'other']);

export function toButton(value: unknown): ChatButton | null {
  if (!isObject(value)) return null;
  const title = str(value.title);
  if (!title) return null;
  const type = str(value.type);
  return {
    type: buttonTypes.has(type) ? (type as ChatButton['type']) : 'other',
    title,
    payload: str(value.payload ?? value.url),
  };
}

const buttonsOf = (value: unknown): ChatButton[] => list(value).flatMap((b) => toButton(b) ?? []);

/** The text of a body: `text`, or a string payload, or the payload's own text. */
function textOf(body: ChatBodyLike): string {
  if (body.text) return body.text;
  if (typeof body.payload === 'string') return body.payload;
  if (isObject(body.payload)) return str(body.payload.text ?? body.payload.message ?? body.payload.title);
  return '';
}

export function toMedia(value: unknown): ChatMedia | null {
  if (!isObject(value)) return null;
  // An empty path is a local message still uploading: it shows its preview instead.
  const filePath = str(value.filePath);
  if (!filePath && value.filePath !== '') return null;
  const fileType = str(value.fileType);
  return {
    message: str(value.message),
    url: value.url === true,
    fileType: fileType === 'image' || fileType === 'video' ? fileType : 'file',
    filePath,
  };
}

export function viewOf(body: ChatBodyLike): ChatView {
  const payload = isObject(body.payload) ? body.payload : null;
  switch (body.message_type) {
    case 'buttons':
      return { kind: 'buttons', text: textOf(body), buttons: buttonsOf(body.payloads ?? payload?.buttons) };
    case 'quick_replies':
      return {
        kind: 'quick_replies',
        text: textOf(body),
        replies: list(body.payloads ?? payload?.quick_replies).flatMap((r) => {
          if (!isObject(r) || !str(r.title)) return [];
          return [{ title: str(r.title), payload: str(r.payload) || str(r.title) }];
        }),
      };
    case 'generic':
      return {
        kind: 'generic',
        cards: list(body.payloads ?? payload?.elements).flatMap((c) => {
          if (!isObject(c)) return [];
          const imageUrl = str(c.image_url ?? c.imageUrl ?? c.image);
          return [{ title: str(c.title), subtitle: str(c.subtitle), imageUrl: imageUrl || null, buttons: buttonsOf(c.buttons) }];
        }),
      };
    case 'media': {
      const media = toMedia(body.payload);
      return media ? { kind: 'media', media } : { kind: 'text', text: textOf(body), html: null };
    }
    case 'postback':
      return { kind: 'postback', text: textOf(body) };
    default:
      // Server text is plain text; markup only when the payload says so explicitly.
      return { kind: 'text', text: textOf(body), html: payload && payload.type === 'html' ? str(payload.html) || null : null };
  }
}

/**
 * A safe address for a media path or link: http(s) (or a local preview) only, never `javascript:`
 * or `data:`. Paths are resolved against the API's base URL (`apiUrl`), whatever the media `url`
 * flag says: the server marks its own `/media/...` paths as urls too.
 */
export function safeUrl(path: string): string | null {
  const url = apiUrl(path);
  return url && (url.protocol === 'https:' || url.protocol === 'http:' || url.protocol === 'blob:') ? url.href : null;
}
