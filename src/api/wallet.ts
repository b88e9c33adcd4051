import type {
  AutoLoginReply,
  GameCredentials,
  MoneyReply,
  QrProvider,
  QrState,
  SlipReply,
  SlotsReply,
  TransferAllReply,
  TruelinkReply,
  TruelinkState,
  WalletSnapshot,
  WithdrawReply,
} from './contract';
import { apiDelete, apiGet, apiPost, type CallOptions } from './http';
import { limits } from '../lib/constants';

/** Wallet, game and deposit calls of spec §7. Money-moving calls take an idempotency key. */
export const walletApi = {
  snapshot: (options?: CallOptions) => apiGet<WalletSnapshot>('/api/wallet', options),
  refreshSlots: (options?: CallOptions) => apiGet<SlotsReply>('/api/wallet/refresh/slot', options),
  activate: (slotCode: string, options?: CallOptions) => apiGet<unknown>(`/api/wallet/activate/${encodeURIComponent(slotCode)}`, options),
  credentials: (slotCode: string, options?: CallOptions) =>
    apiGet<GameCredentials>(`/api/wallet/account/${encodeURIComponent(slotCode)}`, options),
  resetPassword: (slotCode: string, options?: CallOptions) =>
    apiGet<GameCredentials>(`/api/wallet/resetpassword/${encodeURIComponent(slotCode)}`, options),
  add: (amount: number, options?: CallOptions) => apiPost<MoneyReply>('/api/wallet/add', { amount }, options),
  /** from/to: 'WALLET' or a game code. */
  transfer: (from: string, to: string, amount: number, options?: CallOptions) =>
    apiPost<MoneyReply>('/api/wallet/transfer', { from, to, amount }, options),
  transferAll: (to: string, options?: CallOptions) => apiPost<TransferAllReply>('/api/wallet/transferAll', { to }, options),
  withdraw: (amount: number, options?: CallOptions) => apiPost<WithdrawReply>('/api/wallet/withdraw', { amount }, options),
  withdrawAll: (amount: number | undefined, options?: CallOptions) =>
    apiPost<WithdrawReply>('/api/wallet/withdrawAll', amount === undefined ? {} : { amount }, options),
  /** Multipart slip upload with the 5-minute timeout of spec §9. */
  uploadSlip: (file: File, options?: CallOptions) => {
    const form = new FormData();
    form.append('file', file);
    return apiPost<SlipReply>('/api/wallet/slip', form, { timeoutMs: limits.uploadTimeoutMs, ...options });
  },
  truelink: (encryptedLink: string, options?: CallOptions) => apiPost<TruelinkReply>('/api/wallet/truelink', { link: encryptedLink }, options),
  truelinkState: (voucher: string, options?: CallOptions) =>
    apiGet<TruelinkState>(`/api/wallet/truelink/${encodeURIComponent(voucher)}`, options),
  qr: (provider: QrProvider, options?: CallOptions) => apiGet<QrState>(`/api/qrcode/${provider}`, options),
  createQr: (provider: QrProvider, amount: number, options?: CallOptions) => apiPost<QrState>(`/api/qrcode/${provider}`, { amount }, options),
  deleteQr: (provider: QrProvider, qrcodeId: string, options?: CallOptions) =>
    apiDelete<QrState>(`/api/qrcode/${provider}`, { qrcodeId }, options),
  autoLogin: (game: string, username: string, password?: string, options?: CallOptions) =>
    apiGet<AutoLoginReply>(
      `/api/autoLogin/${encodeURIComponent(game)}/${encodeURIComponent(username)}${password === undefined ? '' : `/${encodeURIComponent(password)}`}`,
      options,
    ),
};
