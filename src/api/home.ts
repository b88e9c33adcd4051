import type { SpinActiveReply } from './contract';
import { apiGet, type CallOptions } from './http';

/**
 * The home's check on another area (the spin wheel; its owner may move it into its own module).
 * Spec §2: "A check says whether a spin wheel is active".
 */
export const homeApi = {
  spinActive: (options?: CallOptions) => apiGet<SpinActiveReply>('/api/spinwheel/active', options),
};
