import axios, { AxiosError, type AxiosProgressEvent, type AxiosRequestConfig } from 'axios';
import { buildConfig } from '../config/build';
import { limits } from '../lib/constants';
import { htmlLang } from '../lib/locale';
import { clearToken, getToken } from '../lib/session';
import { browserOnline } from '../lib/online';

/**
 * The one axios instance and the global reply rules of spec §7/§8 (DESIGN.md §2–§3). Everything
 * that reacts on screen (toast, modal, navigation, loader) is injected by the app through
 * `configureHttp`, so this module has no UI or router dependency and is unit-testable.
 */

/** How a failed call shows itself (spec §7 "What the product does with replies"). */
export type ErrorMode = 'toast' | 'modal' | 'silent';

export interface CallOptions {
  errors?: ErrorMode;
  timeoutMs?: number;
  /** Money-moving calls pass a key made once per user action; retries reuse it (DESIGN.md §3). */
  idempotencyKey?: string;
  /** Show the global loader (after 200 ms) while this call runs. */
  loader?: boolean;
  onUploadProgress?: (fraction: number) => void;
  signal?: AbortSignal;
  /** Codes the screen shows on one of its fields: not said a second time by the toast or modal. */
  onField?: readonly string[];
}

export interface HttpEffects {
  /** Translate an error code, or return undefined when there is no entry (then the raw text shows). */
  translate(code: string): string | undefined;
  toast(text: string): void;
  /** `unknown`: no answer came to a money move, so whether it was done is not known (not "it failed"). */
  modalError(text: string, outcome: 'failed' | 'unknown'): void;
  navigate(path: string): void;
  loading(delta: 1 | -1): void;
}

const noEffects: HttpEffects = {
  translate: () => undefined,
  toast: () => undefined,
  modalError: () => undefined,
  navigate: () => undefined,
  loading: () => undefined,
};

let effects: HttpEffects = noEffects;

export function configureHttp(next: Partial<HttpEffects>): void {
  effects = { ...noEffects, ...next };
}

/** Codes that mean "your token is no good": back to /login (spec §4 auth, §8). */
export const invalidTokenCodes = new Set([
  'UNAUTHORIZED',
  'EXPIRED_AUTH_TOKEN',
  'INVALID_USER_1',
  'INVALID_USER_2',
  'INVALID_USER_3',
  'INVALID_USER_4',
]);

/** A failed call, carrying the §8 code (or NETWORK / TIMEOUT for transport failures). */
export class ApiError extends Error {
  // Assigned in the constructor, not as class fields or parameter properties: for the es2020 build
  // target those compile through a defineProperty helper that would ride in /login's first download.
  declare readonly code: string;
  declare readonly status?: number;
  /** The reply's `detail` (§5.1: for developers), e.g. the field a KEY_INVALID is about, so a form can mark it. */
  declare readonly detail?: string;
  /** A money move (an Idempotency-Key) that left the device and got no answer: it may have been done. */
  declare readonly unanswered?: boolean;

  constructor(code: string, status?: number, detail?: string, unanswered?: boolean) {
    super(code);
    this.name = 'ApiError';
    this.code = code;
    this.status = status;
    this.detail = detail;
    this.unanswered = unanswered;
  }
}

export const http = axios.create({
  baseURL: buildConfig.apiBaseUrl,
  timeout: limits.requestTimeoutMs,
  headers: { 'X-Requested-With': 'wallet-user' },
});

/**
 * The address of something the server names by path (`/media/…`, a signed slip link), so that a
 * link and a picture go to the same server as the calls do. A path is joined under the API's base
 * URL as axios joins a call's (a base's own path is kept), or under the page's origin when the API
 * is same-origin; an absolute link stays as it is. Null when the text is no address at all; what
 * kinds of address to accept is the caller's choice.
 */
export function apiUrl(path: string): URL | null {
  const base = buildConfig.apiBaseUrl || window.location.origin;
  // `/x` is the server's root, not the page's: drop the slash so it lands under the base's path.
  // `//host/x` names another host and is left to mean that.
  const relative = path.startsWith('/') && !path.startsWith('//') ? path.slice(1) : path;
  try {
    return new URL(relative, base.endsWith('/') ? base : `${base}/`);
  } catch {
    return null;
  }
}

/** The active locale (`th`, `la`, `en`), which the server answers its content in (issue 19.2). */
let contentLanguage: string | undefined;
const languageListeners = new Set<(locale: string) => void>();

/**
 * Sets the language every call asks for (`Accept-Language`); the app calls it on each language
 * change. Listeners (stores holding server texts) hear a real change, not the first setting.
 */
export function setContentLanguage(locale: string): void {
  const previous = contentLanguage;
  contentLanguage = locale;
  if (previous !== undefined && previous !== locale) for (const listener of languageListeners) listener(locale);
}

/** Runs `listener` after the content language changes; returns the unsubscribe. */
export function onContentLanguageChange(listener: (locale: string) => void): () => void {
  languageListeners.add(listener);
  return () => languageListeners.delete(listener);
}

http.interceptors.request.use((config) => {
  const token = getToken();
  if (token) config.headers.set('Authorization', `Bearer ${token}`);
  // BCP 47 (`lo` for Lao); the server also reads the product's own `la`.
  if (contentLanguage) config.headers.set('Accept-Language', htmlLang(contentLanguage));
  return config;
});

/** Makes a fresh idempotency key (one per user action). */
export const newIdempotencyKey = (): string =>
  globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

function codeOf(error: unknown): { code: string; status?: number; detail?: string } {
  if (error instanceof AxiosError) {
    const body = error.response?.data as { message?: unknown; detail?: unknown } | undefined;
    if (error.response) {
      // A gateway's own 502–504 page (a proxy that timed out or lost the server): no answer from the
      // API, whose outcome is unknown — retried with its key, never read as "it failed, try again".
      if (!body?.message && error.response.status >= 502 && error.response.status <= 504) return { code: 'NETWORK' };
      const message = typeof body?.message === 'string' && body.message ? body.message : 'INTERNAL_SERVER_ERROR';
      const detail = typeof body?.detail === 'string' ? body.detail : undefined;
      return { code: message, status: error.response.status, detail };
    }
    if (error.code === 'ECONNABORTED' || error.code === 'ETIMEDOUT') return { code: 'TIMEOUT' };
    return { code: 'NETWORK' };
  }
  return { code: 'INTERNAL_SERVER_ERROR' };
}

/** No answer came (the connection dropped, or the time ran out): what the server did is not known. */
export const isTransportFailure = (code: string) => code === 'NETWORK' || code === 'TIMEOUT';

/**
 * The code of a move whose outcome is unknown: a transport failure of a call with an
 * Idempotency-Key that had left the device (its text `errors.UNANSWERED`; a screen with its own
 * words, the wheel's, keys them by it too).
 */
export const UNANSWERED = 'UNANSWERED';

/** The reply rules every call shares; returns the error the caller receives. */
function applyReplyRules(code: string, status: number | undefined, mode: ErrorMode, detail?: string, move = false): ApiError {
  if (code === 'gone') {
    effects.navigate('/terminated');
    return new ApiError(code, status);
  }
  // A money move that got no answer may have been done: "no connection, try again" read as "it
  // failed", and a player who then changed the amount or started over paid twice. Its own words
  // say it may have gone through, and that the same button again is answered, not done twice.
  const unanswered = move && isTransportFailure(code);
  const text = (unanswered && effects.translate(UNANSWERED)) || (effects.translate(code) ?? code);
  if (invalidTokenCodes.has(code)) {
    clearToken();
    effects.toast(text);
    effects.navigate('/login');
    return new ApiError(code, status);
  }
  if (mode === 'toast') effects.toast(text);
  else if (mode === 'modal') effects.modalError(text, unanswered ? 'unknown' : 'failed');
  return new ApiError(code, status, detail, unanswered);
}

/** Retries after a transport failure: GETs always, writes only with an idempotency key. */
const RETRY_DELAYS_MS = [400, 1200];
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function request<T>(config: AxiosRequestConfig, options: CallOptions = {}): Promise<T> {
  const mode = options.errors ?? 'toast';
  const retryable = (config.method ?? 'get').toLowerCase() === 'get' || options.idempotencyKey !== undefined;
  const headers = { ...(config.headers as Record<string, string> | undefined) };
  if (options.idempotencyKey) headers['Idempotency-Key'] = options.idempotencyKey;
  const full: AxiosRequestConfig = {
    ...config,
    headers,
    timeout: options.timeoutMs ?? limits.requestTimeoutMs,
    signal: options.signal,
    onUploadProgress: options.onUploadProgress
      ? (event: AxiosProgressEvent) => options.onUploadProgress?.(event.total ? event.loaded / event.total : 0)
      : undefined,
  };
  // A reply to an earlier session (the player signed out, another member signed in) is nobody's now.
  const sentAs = getToken();
  const stale = () => sentAs !== null && getToken() !== sentAs;
  if (options.loader) effects.loading(1);
  // Whether any try may have reached the server: one made while the browser knew it was offline never left.
  let left = false;
  try {
    for (let attempt = 0; ; attempt += 1) {
      try {
        if (attempt > 0 && stale()) throw new ApiError('CANCELLED');
        left ||= browserOnline();
        const reply = await http.request<T>(full);
        if (stale()) throw new ApiError('CANCELLED');
        const body = reply.data as { message?: unknown } | undefined;
        // Some replies report `gone` with a 200 (spec §7): the rule holds whatever the status.
        if (body && typeof body === 'object' && body.message === 'gone') throw applyReplyRules('gone', reply.status, mode);
        return reply.data;
      } catch (error) {
        if (error instanceof ApiError) throw error;
        if (axios.isCancel(error) || stale()) throw new ApiError('CANCELLED');
        const { code, status, detail } = codeOf(error);
        const delay = RETRY_DELAYS_MS[attempt];
        if (retryable && isTransportFailure(code) && delay !== undefined) {
          await sleep(delay);
          continue;
        }
        throw applyReplyRules(code, status, options.onField?.includes(code) ? 'silent' : mode, detail, left && options.idempotencyKey !== undefined);
      }
    }
  } finally {
    if (options.loader) effects.loading(-1);
  }
}

export const apiGet = <T>(url: string, options?: CallOptions) => request<T>({ method: 'get', url }, options);
export const apiPost = <T>(url: string, data?: unknown, options?: CallOptions) =>
  request<T>({ method: 'post', url, data }, options);
export const apiPut = <T>(url: string, data?: unknown, options?: CallOptions) =>
  request<T>({ method: 'put', url, data }, options);
export const apiDelete = <T>(url: string, data?: unknown, options?: CallOptions) =>
  request<T>({ method: 'delete', url, data }, options);
