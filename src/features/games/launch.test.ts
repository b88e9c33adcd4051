import { describe, expect, it } from 'vitest';
import { launchPlan } from './launch';

const credentials = { username: 'mw0812340000', password: 'Pw-1234' };
const web = 'https://play.example/login';

/** Spec §2 game-account dialog: the 16 launch codes; §7 says which auto-login form each takes. */
const usernameOnly = ['PG', 'BETFLIX', 'AREASLOT', 'JOKER2', 'HUAYHD'];
const usernameAndPassword = ['ASKMEBET', 'IMI', 'USUN', 'CIRCUS', 'SLOTRACHA', 'PGSLOT'];
const plainUrl = ['JOKER', 'SEXYGAME', 'UFABET', 'SUPERSLOT', 'SLOTXO'];

describe('launchPlan: the 16 launch codes', () => {
  it('covers exactly the 16 codes of the spec', () => {
    expect(new Set([...usernameOnly, ...usernameAndPassword, ...plainUrl]).size).toBe(16);
  });

  it.each(usernameOnly)('%s auto-logs in with the username only', (code) => {
    expect(launchPlan({ code, web }, credentials)).toEqual({
      kind: 'autoLogin',
      game: code.toLowerCase(),
      username: credentials.username,
    });
  });

  it.each(usernameAndPassword)('%s auto-logs in with username and password', (code) => {
    expect(launchPlan({ code, web }, credentials)).toEqual({
      kind: 'autoLogin',
      game: code.toLowerCase(),
      username: credentials.username,
      password: credentials.password,
    });
  });

  it.each(plainUrl)('%s opens its plain login URL', (code) => {
    expect(launchPlan({ code, web }, credentials)).toEqual({ kind: 'url', url: web });
  });

  it.each(plainUrl)('%s without a login URL cannot launch (the dialog says so)', (code) => {
    expect(launchPlan({ code, web: null }, credentials)).toEqual({ kind: 'none' });
  });

  it('an auto-login game does not need a login URL', () => {
    expect(launchPlan({ code: 'PG', web: null }, credentials).kind).toBe('autoLogin');
  });

  it('an unknown code opens its plain URL, and codes match whatever their case', () => {
    expect(launchPlan({ code: 'NEWGAME', web }, credentials)).toEqual({ kind: 'url', url: web });
    expect(launchPlan({ code: 'pgslot', web }, credentials).kind).toBe('autoLogin');
  });

  it('before the credentials arrive every game falls back to its URL', () => {
    expect(launchPlan({ code: 'PG', web }, null)).toEqual({ kind: 'url', url: web });
  });
});
