import { apiGet, type CallOptions } from './http';

/**
 * The home's check on another area (the spin wheel, whose owner may move it into its own module).
 * Spec §2: "A check says whether a spin wheel is active".
 */
export interface SpinActiveReply {
  active: boolean;
}

export const homeApi = {
  spinActive: (options?: CallOptions) => apiGet<SpinActiveReply>('/api/spinwheel/active', options),
};
