import type { TFunction } from 'i18next';
import { limits } from '../../lib/constants';

/** What an upload is sent as (spec §7: upload-image or upload-video). */
export type ChatUploadKind = 'image' | 'video';

/** A §5 message saying why a file cannot be sent. */
export type ChatFileRefusal = { key: 'validation.fileNotSupported' } | { key: 'validation.fileTooLarge'; params: { size: number } };

export type ChatFileCheck = { ok: true; kind: ChatUploadKind } | ({ ok: false } & ChatFileRefusal);

/** Accepted types of spec §5 "Chat upload", by MIME subtype, and the extensions that stand for them. */
const imageTypes = new Set(['png', 'jpeg', 'jpg', 'gif']);
const videoTypes = new Set(['mp4', 'quicktime']);
const extensionTypes: Record<string, string> = {
  png: 'png',
  jpeg: 'jpeg',
  jpg: 'jpg',
  gif: 'gif',
  mp4: 'mp4',
  mov: 'quicktime',
  qt: 'quicktime',
};

/** Extensions and MIME types for the file picker's `accept`. */
export const chatFileAccept = 'image/png,image/jpeg,image/gif,video/mp4,video/quicktime,.png,.jpg,.jpeg,.gif,.mp4,.mov';

const MB = 1024 * 1024;

/** Spec §5: images at most 10 MB, videos at most 20 MB. */
const maxMbOf = (kind: ChatUploadKind): number => (kind === 'image' ? limits.chatImageMaxMb : limits.chatVideoMaxMb);

/** Why a message can only be deleted: a file's §5 refusal, or the server refusing the message itself for good. */
export type ChatRefusal = ChatFileRefusal | { key: 'chat.refused' };

/** The refusal's text: the size limit is a parameter of its message. */
export const refusalText = (t: TFunction, refusal: ChatRefusal): string =>
  refusal.key === 'validation.fileTooLarge' ? t(refusal.key, refusal.params) : t(refusal.key);

/** The lower-cased extension of a file name, or null when it has none (spec §5: one is required). */
export function extensionOf(name: string): string | null {
  const dot = name.lastIndexOf('.');
  if (dot <= 0 || dot === name.length - 1) return null;
  return name.slice(dot + 1).toLowerCase();
}

/**
 * The checks of spec §5 "Chat upload": the name needs an extension, the type must be one of
 * mp4, quicktime, png, jpeg, jpg or gif, images are at most 10 MB and videos at most 20 MB.
 * Returns the kind to upload as, or the i18n key (and its parameters) to show.
 */
export function checkChatFile(file: Pick<File, 'name' | 'type' | 'size'>): ChatFileCheck {
  const extension = extensionOf(file.name);
  if (!extension) return { ok: false, key: 'validation.fileNotSupported' };
  const [family, subtype = ''] = file.type.toLowerCase().split('/');
  // Some pickers give no MIME type; the extension then decides.
  const type = file.type ? subtype : (extensionTypes[extension] ?? '');
  let kind: ChatUploadKind;
  if (imageTypes.has(type) && (!file.type || family === 'image')) kind = 'image';
  else if (videoTypes.has(type) && (!file.type || family === 'video')) kind = 'video';
  else return { ok: false, key: 'validation.fileNotSupported' };
  const maxMb = maxMbOf(kind);
  if (file.size > maxMb * MB) return { ok: false, key: 'validation.fileTooLarge', params: { size: maxMb } };
  return { ok: true, kind };
}

/**
 * The §5 message for an upload the server refused for good, or null when trying again may work.
 * The server looks at the bytes, not the name: a renamed PDF passes `checkChatFile` and is refused
 * with 400 KEY_INVALID (or KEY_MISSING when empty), a file over the limit with 413. Sending the same
 * file again can never succeed, so the player is told why instead of being offered Resend.
 * Transport failures, 5xx and rate limits (429) are not refusals.
 */
export function uploadRefusal(kind: ChatUploadKind, status: number | undefined, code: string): ChatFileRefusal | null {
  if (status === 413) return { key: 'validation.fileTooLarge', params: { size: maxMbOf(kind) } };
  return refusedForGood(status, code) ? { key: 'validation.fileNotSupported' } : null;
}

/** A malformed-request answer: what was sent is wrong in itself, and sending it again gets the same answer. */
const refusedForGood = (status: number | undefined, code: string): boolean =>
  (status === 400 || status === 415 || status === 422) && (code === 'KEY_INVALID' || code === 'KEY_MISSING');

/**
 * send-message refusing a message for good (400 KEY_INVALID: text holding a character the server
 * cannot store, such as half of an emoji left by a paste), or null when trying again may work.
 */
export const sendRefusal = (status: number | undefined, code: string): ChatRefusal | null =>
  refusedForGood(status, code) ? { key: 'chat.refused' } : null;
