import type { ChatConfig, ChatHistoryReply, ChatSendReply, ChatSendRequest, ChatUploadReply } from './contract';
import { apiGet, apiPost, apiPut, type CallOptions } from './http';
import { limits } from '../lib/constants';

/** Who a chat call is about: a member by user id, or a guest by the locally generated guest id. */
export interface ChatWho {
  userId: string | null;
  guestId: string | null;
}

/** Multipart: who is uploading goes first (a server reads the fields that precede the file), then `file`. */
const upload = (path: string, file: File, who: ChatWho, options?: CallOptions) => {
  const form = new FormData();
  if (who.userId) form.append('userId', who.userId);
  if (who.guestId) form.append('guestId', who.guestId);
  form.append('file', file);
  const query = who.guestId ? `?guestId=${encodeURIComponent(who.guestId)}` : '';
  return apiPost<ChatUploadReply>(`${path}${query}`, form, { timeoutMs: limits.uploadTimeoutMs, ...options });
};

/** Live chat calls of spec §7 "Chat". */
export const chatApi = {
  config: (options?: CallOptions) => apiGet<ChatConfig>('/api/chat/config', options),
  send: (body: ChatSendRequest, options?: CallOptions) => apiPost<ChatSendReply>('/api/chat/send-message', body, options),
  /** One page, newest first (the store reverses it). */
  history: (who: ChatWho, skip: number, options?: CallOptions) =>
    apiPost<ChatHistoryReply>('/api/chat/history', { ...who, limit: limits.pageSize, skip }, options),
  /** Multipart field `file`, with the 300 s media timeout of spec §9. */
  uploadImage: (file: File, who: ChatWho, options?: CallOptions) => upload('/api/chat/upload-image', file, who, options),
  uploadVideo: (file: File, who: ChatWho, options?: CallOptions) => upload('/api/chat/upload-video', file, who, options),
  markRead: (who: ChatWho, options?: CallOptions) => apiPut<unknown>('/api/chat/read-customer/', who, options),
};
