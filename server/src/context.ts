import type { Config } from './config.ts';
import type { Db, Engine } from './db/index.ts';
import type { GameProvider } from './providers/games.ts';
import type { TerminatedSwitch } from './core/settings.ts';
import type { SmsProvider } from './providers/sms.ts';
import type { Realtime } from './core/realtime.ts';
import type { SessionRevocations } from './http/revocations.ts';
import type { SettledCounter } from './core/settled-count.ts';
import type { Bookmarks } from './core/bookmarks.ts';

/** What every module needs, built once at start and passed down (no module-level singletons). */
export interface Ctx {
  config: Config;
  db: Db;
  engine: Engine;
  sms: SmsProvider;
  games: GameProvider;
  terminated: TerminatedSwitch;
  /** socket.io rooms (chat messages, wallet pings); a no-op until the app attaches it. */
  realtime: Realtime;
  /** Ends sessions in every process at once (logout, password change). */
  sessions: SessionRevocations;
  /** Statement and chat totals, counted from where this process last counted (core/settled-count.ts). */
  counts: SettledCounter;
  /** Where far statement pages begin, remembered by this process (core/bookmarks.ts). */
  bookmarks: Bookmarks;
  /**
   * The wall clock request budgets count their minutes and hours by (http/rate-limit.ts): Date.now.
   * A test moves it to a fresh minute instead of waiting for one.
   */
  clock: () => number;
}
