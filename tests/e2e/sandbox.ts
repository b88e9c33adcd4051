import { baseUrl, phoneAddress } from './harness';
import { distinctSlip } from '../png';

/** The sandbox control API of DESIGN.md §5.1, for tests that play the bank, the SMS gateway, the game. */
async function call<T>(
  method: string,
  path: string,
  body?: unknown,
  token?: string,
  extra: Record<string, string> = {},
): Promise<T> {
  const headers: Record<string, string> = { 'X-Requested-With': 'wallet-user', ...extra };
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;
  const reply = await fetch(`${baseUrl()}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await reply.text();
  if (!reply.ok) throw new Error(`${method} ${path} → ${reply.status} ${text}`);
  return (text ? JSON.parse(text) : {}) as T;
}

export const sandbox = {
  settings: (settings: { registerOTP?: boolean; enableChatWidget?: boolean; terminated?: boolean }) =>
    call('PUT', '/api/sandbox/settings', settings),
  otpOf: (phone: string) => call<{ otpCode: string }>('GET', `/api/sandbox/otp/${phone}`).then((r) => r.otpCode),
  payQr: (qrcodeId: string) => call('POST', `/api/sandbox/qrcode/${qrcodeId}/pay`),
  decideSlip: (reference: string, decision: 'approve' | 'reject', body: object) =>
    call('POST', `/api/sandbox/slips/${reference}/${decision}`, body),
  decideWithdrawal: (id: string, decision: 'approve' | 'reject') => call('POST', `/api/sandbox/withdrawals/${id}/${decision}`),
  gameRound: (slotCode: string, username: string, delta: number) =>
    call<{ amount: number }>('POST', `/api/sandbox/games/${slotCode}/round`, { username, delta }),
};

/** API calls as a member would make them, to set up a journey quickly. */
export const api = { call };

/** Uploads a slip image as the deposit sheet does; returns its reference. `origin`: an app other than the suite's. */
export async function uploadSlip(token: string, origin = baseUrl()): Promise<string> {
  const form = new FormData();
  // A picture of its own: the server refuses a second slip of one picture (it pays once).
  form.append('file', new Blob([new Uint8Array(distinctSlip())], { type: 'image/png' }), 'slip.png');
  const reply = await fetch(`${origin}/api/wallet/slip`, {
    method: 'POST',
    headers: { 'X-Requested-With': 'wallet-user', authorization: `Bearer ${token}` },
    body: form,
  });
  if (!reply.ok) throw new Error(`slip upload → ${reply.status} ${await reply.text()}`);
  return ((await reply.json()) as { reference: string }).reference;
}

/** A phone number no other test uses. */
export const freshPhone = (): string =>
  `09${String(Date.now()).slice(-6)}${String(Math.floor(Math.random() * 100)).padStart(2, '0')}`;

/** Registers a member through the API and returns its token (for journeys that start signed in). */
export async function registeredMember(
  overrides: Record<string, string> = {},
): Promise<{ phone: string; password: string; token: string }> {
  const phone = freshPhone();
  const password = 'secret-123';
  // From its own phone's address, as a player registers: the server budgets members made per address.
  await call(
    'POST',
    '/api/account',
    {
      name: 'Somchai Test',
      username: phone,
      password,
      sourceCode: '',
      inviteCode: '',
      bankCode: 'SCB',
      bankAccountName: 'SOMCHAI TEST',
      bankAccountNo: `1${phone.slice(1)}`,
      currency: 'BAHT',
      ...overrides,
    },
    undefined,
    { 'x-forwarded-for': phoneAddress() },
  );
  const { token } = await call<{ token: string }>('POST', '/api/login', { username: phone, password });
  return { phone, password, token };
}
