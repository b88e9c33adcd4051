import { hash, verify } from '@node-rs/argon2';
import type { Config } from '../../config.ts';

// @node-rs/argon2 defaults to argon2id; only the cost is configured (tests lower it).
export const hashPassword = (config: Config, password: string) =>
  hash(password, { memoryCost: config.argon2.memoryCost, timeCost: config.argon2.timeCost });

export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}

// Verified against when the user does not exist, so a login takes as long either way.
let dummyHash: Promise<string> | undefined;
export const dummyPasswordHash = (config: Config) => (dummyHash ??= hashPassword(config, 'not-a-password'));
