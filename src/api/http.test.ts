import { AxiosError, AxiosHeaders, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildConfig } from '../config/build';
import { clearToken, getToken, setToken } from '../lib/session';
import { ApiError, apiGet, apiPost, apiUrl, configureHttp, http } from './http';

type Reply = { status: number; data: unknown } | 'network';

/** A fake transport: records each request and answers from a script, like a server would. */
function scriptAdapter(replies: Reply[]) {
  const seen: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = async (config) => {
    seen.push(config);
    const reply = replies.shift() ?? { status: 200, data: {} };
    if (reply === 'network') throw new AxiosError('Network Error', 'ERR_NETWORK', config);
    const response = { data: reply.data, status: reply.status, statusText: '', headers: new AxiosHeaders(), config };
    if (reply.status >= 400) throw new AxiosError('failed', 'ERR_BAD_REQUEST', config, undefined, response);
    return response;
  };
  return { adapter, seen };
}

const effects = () => ({
  translate: vi.fn((code: string) => ({ MONEY_NOT_ENOUGH: 'Your balance is not enough.', UNANSWERED: 'It may have gone through.' })[code]),
  toast: vi.fn(),
  modalError: vi.fn(),
  navigate: vi.fn(),
  loading: vi.fn(),
});

describe('http rules (spec §7, §8)', () => {
  let fx: ReturnType<typeof effects>;
  const original = http.defaults.adapter;
  beforeEach(() => {
    fx = effects();
    configureHttp(fx);
  });
  afterEach(() => {
    http.defaults.adapter = original;
    vi.useRealTimers();
  });

  it('sends X-Requested-With, the bearer token and a 60 s timeout', async () => {
    const { adapter, seen } = scriptAdapter([{ status: 200, data: { ok: 1 } }]);
    http.defaults.adapter = adapter;
    setToken('tok-1', false);
    await expect(apiGet('/api/wallet')).resolves.toEqual({ ok: 1 });
    expect(seen[0]?.headers.get('X-Requested-With')).toBe('wallet-user');
    expect(seen[0]?.headers.get('Authorization')).toBe('Bearer tok-1');
    expect(seen[0]?.timeout).toBe(60_000);
  });

  it('sends no Authorization header without a token', async () => {
    const { adapter, seen } = scriptAdapter([{ status: 200, data: {} }]);
    http.defaults.adapter = adapter;
    await apiGet('/api/lookup/banks');
    expect(seen[0]?.headers.get('Authorization')).toBeFalsy();
  });

  it('goes to /terminated on a gone reply, error or not', async () => {
    http.defaults.adapter = scriptAdapter([
      { status: 410, data: { message: 'gone' } },
      { status: 200, data: { message: 'gone' } },
    ]).adapter;
    await expect(apiGet('/api/lookup/active', { errors: 'silent' })).rejects.toMatchObject({ code: 'gone' });
    await expect(apiGet('/api/lookup/active', { errors: 'silent' })).rejects.toBeInstanceOf(ApiError);
    expect(fx.navigate).toHaveBeenCalledTimes(2);
    expect(fx.navigate).toHaveBeenCalledWith('/terminated');
  });

  it('drops the token and goes to /login on an invalid-token reply', async () => {
    http.defaults.adapter = scriptAdapter([{ status: 401, data: { message: 'EXPIRED_AUTH_TOKEN' } }]).adapter;
    setToken('stale', true);
    await expect(apiGet('/api/wallet')).rejects.toMatchObject({ code: 'EXPIRED_AUTH_TOKEN' });
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(fx.navigate).toHaveBeenCalledWith('/login');
  });

  it('drops a reply to a session that has ended, and a late refusal of it does not sign the next member out', async () => {
    const replies: Array<(value: { status: number; data: unknown }) => void> = [];
    http.defaults.adapter = async (config) => {
      const reply = await new Promise<{ status: number; data: unknown }>((resolve) => replies.push(resolve));
      const response = { ...reply, statusText: '', headers: new AxiosHeaders(), config };
      if (reply.status >= 400) throw new AxiosError('failed', 'ERR_BAD_REQUEST', config, undefined, response);
      return response;
    };
    setToken('alice', true);
    const statement = apiPost('/api/statement', { page: 1 }, { errors: 'silent' });
    const profile = apiGet('/api/account/profile', { errors: 'silent' });
    await vi.waitFor(() => expect(replies).toHaveLength(2));
    clearToken(); // Alice signs out; Bob signs in on the same screen
    setToken('bob', true);
    replies[0]!({ status: 200, data: { statements: [{ note: "Alice's" }] } });
    replies[1]!({ status: 401, data: { message: 'UNAUTHORIZED' } });
    await expect(statement).rejects.toMatchObject({ code: 'CANCELLED' });
    await expect(profile).rejects.toMatchObject({ code: 'CANCELLED' });
    expect(getToken()).toBe('bob');
    expect(fx.navigate).not.toHaveBeenCalled();
    expect(fx.toast).not.toHaveBeenCalled();
  });

  it('toasts the translated message, or the raw one when there is no translation', async () => {
    http.defaults.adapter = scriptAdapter([
      { status: 400, data: { message: 'MONEY_NOT_ENOUGH' } },
      { status: 400, data: { message: 'SOMETHING_NEW' } },
    ]).adapter;
    await expect(apiPost('/api/wallet/transfer', {})).rejects.toMatchObject({ code: 'MONEY_NOT_ENOUGH', status: 400 });
    await expect(apiPost('/api/wallet/transfer', {})).rejects.toMatchObject({ code: 'SOMETHING_NEW' });
    expect(fx.toast.mock.calls).toEqual([['Your balance is not enough.'], ['SOMETHING_NEW']]);
  });

  it("hands on the reply's detail (the field a KEY_INVALID is about), so a form can mark that field", async () => {
    http.defaults.adapter = scriptAdapter([
      { status: 400, data: { message: 'KEY_INVALID', detail: 'bankAccountNo' } },
      { status: 400, data: { message: 'KEY_INVALID' } },
    ]).adapter;
    await expect(apiPost('/api/account/profile', {})).rejects.toMatchObject({ code: 'KEY_INVALID', detail: 'bankAccountNo' });
    await expect(apiPost('/api/account/profile', {})).rejects.toMatchObject({ code: 'KEY_INVALID', detail: undefined });
  });

  it('says nothing more for a code the form shows on its field (a wrong password), and toasts the others', async () => {
    http.defaults.adapter = scriptAdapter([
      { status: 400, data: { message: 'WRONG_PASSWORD' } },
      { status: 400, data: { message: 'MONEY_NOT_ENOUGH' } },
    ]).adapter;
    const onField = ['WRONG_PASSWORD'];
    await expect(apiPost('/api/account/profile', {}, { onField })).rejects.toMatchObject({ code: 'WRONG_PASSWORD' });
    await expect(apiPost('/api/account/profile', {}, { onField })).rejects.toMatchObject({ code: 'MONEY_NOT_ENOUGH' });
    expect(fx.toast.mock.calls).toEqual([['Your balance is not enough.']]);
  });

  it('shows a modal instead when asked, and nothing for silent loads', async () => {
    http.defaults.adapter = scriptAdapter([
      { status: 400, data: { message: 'MONEY_NOT_ENOUGH' } },
      { status: 500, data: {} },
    ]).adapter;
    await expect(apiPost('/api/wallet/withdraw', {}, { errors: 'modal' })).rejects.toBeInstanceOf(ApiError);
    await expect(apiPost('/api/statement', {}, { errors: 'silent' })).rejects.toMatchObject({ code: 'INTERNAL_SERVER_ERROR' });
    expect(fx.modalError).toHaveBeenCalledExactlyOnceWith('Your balance is not enough.', 'failed');
    expect(fx.toast).not.toHaveBeenCalled();
  });

  it('retries a money call after a dropped connection with the same idempotency key', async () => {
    vi.useFakeTimers();
    const { adapter, seen } = scriptAdapter(['network', { status: 200, data: { amount: 100 } }]);
    http.defaults.adapter = adapter;
    const call = apiPost('/api/wallet/transfer', { amount: 1 }, { idempotencyKey: 'key-1' });
    await vi.runAllTimersAsync();
    await expect(call).resolves.toEqual({ amount: 100 });
    expect(seen.map((c) => c.headers.get('Idempotency-Key'))).toEqual(['key-1', 'key-1']);
  });

  it('a money call that never got an answer says it may have gone through, not "no connection, try again"', async () => {
    vi.useFakeTimers();
    const { adapter, seen } = scriptAdapter(['network', 'network', 'network']);
    http.defaults.adapter = adapter;
    const call = apiPost('/api/wallet/transfer', { amount: 1 }, { idempotencyKey: 'key-2', errors: 'modal' });
    // Marked so a screen that says its own words (the wheel) can say "not known yet" too.
    const settled = expect(call).rejects.toMatchObject({ code: 'NETWORK', unanswered: true });
    await vi.runAllTimersAsync();
    await settled;
    expect(seen).toHaveLength(3);
    expect(fx.modalError).toHaveBeenCalledExactlyOnceWith('It may have gone through.', 'unknown');
  });

  it("a gateway's 502–504 page (a proxy timed out, no API body) is no answer: retried with the same key, then 'it may have gone through'", async () => {
    vi.useFakeTimers();
    const gateway = { status: 504, data: '<html><body>504 Gateway Time-out</body></html>' };
    const { adapter, seen } = scriptAdapter([gateway, { status: 502, data: '' }, { status: 503, data: gateway.data }]);
    http.defaults.adapter = adapter;
    const call = apiPost('/api/wallet/transfer', { amount: 1 }, { idempotencyKey: 'key-gw', errors: 'modal' });
    const settled = expect(call).rejects.toMatchObject({ code: 'NETWORK', unanswered: true });
    await vi.runAllTimersAsync();
    await settled;
    expect(seen.map((c) => c.headers.get('Idempotency-Key'))).toEqual(['key-gw', 'key-gw', 'key-gw']);
    expect(fx.modalError).toHaveBeenCalledExactlyOnceWith('It may have gone through.', 'unknown');
  });

  it('a money call tapped while the device is offline never left it: "no connection, try again", not "it may have gone through"', async () => {
    vi.useFakeTimers();
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      const { adapter } = scriptAdapter(['network', 'network', 'network']);
      http.defaults.adapter = adapter;
      const call = apiPost('/api/wallet/transfer', { amount: 1 }, { idempotencyKey: 'key-3', errors: 'modal' });
      const settled = expect(call).rejects.toMatchObject({ code: 'NETWORK', unanswered: false });
      await vi.runAllTimersAsync();
      await settled;
      expect(fx.modalError).toHaveBeenCalledExactlyOnceWith('NETWORK', 'failed');
    } finally {
      onLine.mockRestore();
    }
  });

  it('never retries a write that has no idempotency key', async () => {
    const { adapter, seen } = scriptAdapter(['network', { status: 200, data: {} }]);
    http.defaults.adapter = adapter;
    await expect(apiPost('/api/wallet/transfer', {})).rejects.toMatchObject({ code: 'NETWORK' });
    expect(seen).toHaveLength(1);
    expect(fx.toast).toHaveBeenCalledWith('NETWORK');
  });

  it('counts the call for the loader and passes an upload timeout through', async () => {
    const { adapter, seen } = scriptAdapter([{ status: 200, data: {} }]);
    http.defaults.adapter = adapter;
    await apiPost('/api/wallet/slip', new FormData(), { loader: true, timeoutMs: 300_000 });
    expect(fx.loading.mock.calls).toEqual([[1], [-1]]);
    expect(seen[0]?.timeout).toBe(300_000);
  });
});

describe('apiUrl: where a path the server names leads', () => {
  // The build's setting, changed for one test at a time (a build has one for its whole life).
  const config = buildConfig as { apiBaseUrl: string };
  const built = config.apiBaseUrl;
  afterEach(() => {
    config.apiBaseUrl = built;
  });

  it('puts a server path on the page\'s own origin when the API is same-origin', () => {
    config.apiBaseUrl = '';
    expect(apiUrl('/media/games/pg.png')?.href).toBe(`${window.location.origin}/media/games/pg.png`);
  });

  it('puts a server path under the API base URL, its path kept, as the calls go', () => {
    config.apiBaseUrl = 'https://api.example.com/wallet';
    expect(apiUrl('/api/statement/slip/image/x?sig=1')?.href).toBe('https://api.example.com/wallet/api/statement/slip/image/x?sig=1');
    config.apiBaseUrl = 'https://api.example.com/';
    expect(apiUrl('/media/a.png')?.href).toBe('https://api.example.com/media/a.png');
  });

  it('leaves an absolute link, another host\'s included, where it points', () => {
    config.apiBaseUrl = 'https://api.example.com';
    expect(apiUrl('https://cdn.example.net/a.png')?.href).toBe('https://cdn.example.net/a.png');
    expect(apiUrl('//cdn.example.net/a.png')?.href).toBe('https://cdn.example.net/a.png');
    expect(apiUrl('javascript:alert(1)')?.protocol).toBe('javascript:');
  });

  it('answers null for text that is no address', () => {
    expect(apiUrl('http://[not-a-host')).toBeNull();
  });
});
