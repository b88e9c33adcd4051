import type { Db } from './index.ts';
import { SEEDED_REWARD_CODES } from './seed-rewards.ts';

/**
 * A production start says so when the seed's reward codes are on: a first production start seeds
 * them off, but a database first started without NODE_ENV=production (trying it out) keeps them on,
 * and the README publishes every one — with sign-up open, free credit for whoever makes accounts.
 * Said, not switched off: an operator may mean to offer them.
 */
export async function warnPublishedCodes(db: Db, warn: (message: string) => void): Promise<void> {
  const [bonuses, promotions] = await Promise.all([
    db.selectFrom('bonuses').select('code').where('active', '=', true).where('code', 'in', SEEDED_REWARD_CODES.bonuses).execute(),
    db.selectFrom('promotions').select('code').where('active', '=', true).where('code', 'in', SEEDED_REWARD_CODES.promotions).execute(),
  ]);
  const on = [...bonuses, ...promotions].map((row) => row.code);
  if (on.length === 0) return;
  warn(
    `WARNING: the demo reward codes ${on.join(', ')} are on: the README publishes them, so anyone who signs up can claim them. ` +
      'Switch them off (bonuses.active, promotions.active) unless you mean to offer them.',
  );
}
