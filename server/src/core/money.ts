/** Major units (a JSON number with ≤ 2 decimals, already validated) to integer minor units. */
export const toMinor = (major: number): bigint => BigInt(Math.round(major * 100));

/** Minor units to the JSON number the API sends. Exact for any realistic balance (< 2^53 satang). */
export const toMajor = (minor: bigint): number => Number(minor) / 100;
