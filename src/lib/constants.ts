/** Business constants of spec §9, named once. */
export const limits = {
  requestTimeoutMs: 60_000,
  uploadTimeoutMs: 300_000,
  toastMs: 4_000,
  loaderDelayMs: 200,
  registerRedirectMs: 2_000,
  agreementDelayMs: 1_500,
  claimDebounceMs: 500,
  wheelResizeDebounceMs: 500,
  readMarkDebounceMs: 1_000,
  socketCheckMs: 5_000,
  socketReconnectMs: 500,
  chatTextMax: 2_000,
  chatImageMaxMb: 10,
  chatVideoMaxMb: 20,
  pageSize: 10,
  couponPageSize: 3,
  /** Spec §9's transfer minimum, used until the server's transfer lookup answers. */
  transferMinimum: 1,
  trueWalletMinimum: 2,
} as const;

/**
 * How often an open receipt of a movement someone else decides (a withdrawal paid or refused, a
 * slip approved) asks for the decision when no live push says so: a person or the bank decides, in
 * minutes, so the statement is asked slowly; the push, where there is one, brings it at once.
 */
export const decisionPollMs = 5_000;

export const qrQuickAmounts = {
  KBANK: [10, 20, 50, 100, 500, 1000],
  WW: [100, 200, 300, 500, 1000],
  PAYTIMZ: [10, 50, 100, 500, 1000],
} as const;
