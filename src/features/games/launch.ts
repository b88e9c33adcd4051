import type { GameAccount, GameCredentials } from '../../api/contract';

/** Spec §7: auto-login by username only. */
export const usernameLaunchCodes = ['PG', 'BETFLIX', 'AREASLOT', 'JOKER2', 'HUAYHD'] as const;
/** Spec §7: auto-login by username and password. */
export const passwordLaunchCodes = ['ASKMEBET', 'IMI', 'USUN', 'CIRCUS', 'SLOTRACHA', 'PGSLOT'] as const;

export type LaunchPlan =
  { kind: 'autoLogin'; game: string; username: string; password?: string } | { kind: 'url'; url: string } | { kind: 'none' };

const has = (list: readonly string[], code: string) => list.includes(code.toUpperCase());

/**
 * How a game account is launched (spec §2 game-account dialog, §7 auto-login): the §7 codes go
 * through /api/autoLogin in their form; every other code (JOKER, SEXYGAME, UFABET, SUPERSLOT,
 * SLOTXO and unknown ones) opens the account's plain login URL.
 */
export function launchPlan(slot: Pick<GameAccount, 'code' | 'web'>, credentials: GameCredentials | null): LaunchPlan {
  if (credentials && has(usernameLaunchCodes, slot.code)) {
    return { kind: 'autoLogin', game: slot.code.toLowerCase(), username: credentials.username };
  }
  if (credentials && has(passwordLaunchCodes, slot.code)) {
    return { kind: 'autoLogin', game: slot.code.toLowerCase(), username: credentials.username, password: credentials.password };
  }
  return slot.web ? { kind: 'url', url: slot.web } : { kind: 'none' };
}
