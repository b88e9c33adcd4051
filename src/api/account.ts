import type {
  BankAccountNameRequest,
  ChangePasswordRequest,
  CheckPhoneRequest,
  LoginReply,
  LoginRequest,
  OkReply,
  OtpSendReply,
  OtpVerifyReply,
  ProfileReply,
  RegisterReply,
  RegisterRequest,
  UpdateProfileRequest,
  ValidateAccountRequest,
} from './contract';
import { apiGet, apiPost, apiPut, request, type CallOptions } from './http';

/** Account and OTP calls of spec §7. */
export const account = {
  login: (body: LoginRequest, options?: CallOptions) => apiPost<LoginReply>('/api/login', body, options),
  /** Ends the session of `token` on the server (given explicitly: the stored one is already gone). */
  logout: (token: string, options?: CallOptions) =>
    request<OkReply>({ method: 'post', url: '/api/logout', data: {}, headers: { Authorization: `Bearer ${token}` } }, options),
  validate: (body: ValidateAccountRequest, options?: CallOptions) => apiPost<OkReply>('/api/account/validate', body, options),
  register: (body: RegisterRequest, options?: CallOptions) => apiPost<RegisterReply>('/api/account', body, options),
  profile: (options?: CallOptions) => apiGet<ProfileReply>('/api/account/profile', options),
  updateProfile: (body: UpdateProfileRequest, options?: CallOptions) => apiPut<OkReply>('/api/account/profile', body, options),
  updateBankAccountName: (body: BankAccountNameRequest, options?: CallOptions) =>
    apiPut<OkReply>('/api/account/bankAccountName', body, options),
  changePassword: (body: ChangePasswordRequest, options?: CallOptions) => apiPut<OkReply>('/api/account/changepwd', body, options),
  /** Issue 18: whether the phone may register (409 EXISTING_USER when it is taken). */
  checkPhone: (phoneNumber: string, options?: CallOptions) =>
    apiPost<OkReply>('/api/register/check-phone', { phoneNumber } satisfies CheckPhoneRequest, options),
  /** `otpToken`: the token of this client's last code, so a phone it already verified is not sent another. */
  sendOtp: (phoneNumber: string, otpToken: string, options?: CallOptions) =>
    apiPost<OtpSendReply>('/api/otp/send', otpToken ? { phoneNumber, otpToken } : { phoneNumber }, options),
  verifyOtp: (otpToken: string, otpCode: string, options?: CallOptions) =>
    apiPost<OtpVerifyReply>('/api/otp/verify', { otpToken, otpCode }, options),
};
