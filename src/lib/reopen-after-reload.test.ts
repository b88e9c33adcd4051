import { afterEach, expect, test } from 'vitest';
import { forgetReopened, reopenMemory } from './reopen-after-reload';
import { clearSession } from './session';

const isName = (value: unknown): value is string => typeof value === 'string' && value.length > 0;

afterEach(() => forgetReopened());

test('what is open is kept for the tab, and nothing once it closes', () => {
  const sheet = reopenMemory('sheet', isName);
  expect(sheet.read()).toBeNull();
  sheet.write('deposit');
  expect(reopenMemory('sheet', isName).read()).toBe('deposit');
  expect(window.localStorage.length).toBe(0);
  sheet.write(null);
  expect(sheet.read()).toBeNull();
});

test('kept over this screen it is given back; otherwise it is forgotten for good', () => {
  const sheet = reopenMemory('sheet', isName);
  sheet.write('transfer');
  expect(sheet.takeIf(true)).toBe('transfer');
  expect(sheet.takeIf(false)).toBeNull();
  expect(sheet.takeIf(true)).toBeNull();
});

test('a stored value that is not valid JSON, or not what the reader expects, reads as nothing', () => {
  const sheet = reopenMemory('sheet', isName);
  window.sessionStorage.setItem('wallet:reopen.sheet', '{not json');
  expect(sheet.read()).toBeNull();
  window.sessionStorage.setItem('wallet:reopen.sheet', '42');
  expect(sheet.read()).toBeNull();
});

test('forgetting everything (stories start from nothing) leaves the rest of session storage alone', () => {
  reopenMemory('sheet', isName).write('withdraw');
  reopenMemory('chat', (value): value is true => value === true).write(true);
  window.sessionStorage.setItem('other', 'kept');
  forgetReopened();
  expect(reopenMemory('sheet', isName).read()).toBeNull();
  expect(window.sessionStorage.getItem('other')).toBe('kept');
});

test("a member's memory goes with the session: a guest page (lib/session clearSession) forgets it, not a guest's", () => {
  reopenMemory('sheet', isName, true).write('withdraw');
  reopenMemory('chat', (value): value is true => value === true).write(true);
  clearSession();
  expect(reopenMemory('sheet', isName, true).read()).toBeNull();
  expect(reopenMemory('chat', (value): value is true => value === true).read()).toBe(true);
});
