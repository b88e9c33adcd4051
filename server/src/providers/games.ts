import { randomInt } from 'node:crypto';

const ALPHANUMERIC = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export function randomPassword(length = 10): string {
  let out = '';
  for (let i = 0; i < length; i++) out += ALPHANUMERIC[randomInt(ALPHANUMERIC.length)];
  return out;
}

/**
 * What a real game-provider integration implements. Balances at the provider are mirrored by the
 * member's game ledger account; the sandbox provider keeps them only there.
 */
export interface GameProvider {
  openAccount(gameCode: string, memberId: bigint): Promise<{ username: string; password: string }>;
  resetPassword(gameCode: string, username: string): Promise<string>;
  /** Where the player lands after auto-login; `origin` is this server's public origin. */
  launchUrl(gameCode: string, username: string, origin: string): string;
}

export class SandboxGames implements GameProvider {
  async openAccount(gameCode: string, memberId: bigint) {
    return { username: `${gameCode.toLowerCase()}${String(memberId).padStart(6, '0')}`, password: randomPassword() };
  }

  async resetPassword(): Promise<string> {
    return randomPassword();
  }

  launchUrl(gameCode: string, username: string, origin: string): string {
    return `${origin}/sandbox/game/${encodeURIComponent(gameCode)}?user=${encodeURIComponent(username)}`;
  }
}
