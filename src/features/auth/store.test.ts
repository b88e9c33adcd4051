import { AxiosError, AxiosHeaders, type AxiosAdapter } from 'axios';
import { afterEach, describe, expect, it } from 'vitest';
import { http } from '../../api/http';
import { getToken, setToken } from '../../lib/session';
import { logout } from './store';

const original = http.defaults.adapter;
afterEach(() => {
  http.defaults.adapter = original;
  window.localStorage.clear();
  window.sessionStorage.clear();
});

/** Records what reaches the server; `fail` answers every call with a 500 (or a network error). */
function server(fail?: 'status' | 'network') {
  const calls: Array<{ url: string | undefined; auth: unknown }> = [];
  const adapter: AxiosAdapter = async (config) => {
    calls.push({ url: config.url, auth: AxiosHeaders.from(config.headers).get('Authorization') });
    if (fail === 'network') throw new AxiosError('down', 'ERR_NETWORK', config);
    const status = fail === 'status' ? 500 : 200;
    const response = { data: fail ? { message: 'INTERNAL_SERVER_ERROR' } : { ok: true }, status, statusText: '', headers: {}, config };
    if (fail) throw new AxiosError('failed', 'ERR_BAD_RESPONSE', config, null, response);
    return response;
  };
  http.defaults.adapter = adapter;
  return calls;
}

describe('logout', () => {
  it('asks the server to end the session with the token it had, and drops the token', async () => {
    const calls = server();
    setToken('tok-1', true);
    await logout();
    expect(calls).toEqual([{ url: '/api/logout', auth: 'Bearer tok-1' }]);
    expect(getToken()).toBeNull();
  });

  it.each(['status', 'network'] as const)('still signs out on this device when the server fails (%s)', async (fail) => {
    server(fail);
    setToken('tok-2', false);
    await logout();
    expect(getToken()).toBeNull();
  });

  it('without a token, calls nothing', async () => {
    const calls = server();
    await logout();
    expect(calls).toEqual([]);
  });
});
