import type { Db } from './index.ts';
import { getSetting } from '../core/settings.ts';

/**
 * Over this share of what earns its coins, a live wheel is said at a production start: the demo's
 * pays about a third of every deposit back in prizes (the README's sums), and a prize is withdrawn
 * after one turnover, which costs a player only the games' edge on it — depositing for coins pays.
 */
const GENEROUS_SHARE = 0.1;

/**
 * What each active wheel pays back per coin on average, as a share of `depositPerCoin` (the deposit
 * a coin takes, settings.spin).
 */
async function wheelPayback(db: Db, depositPerCoin: number): Promise<Array<{ name: string; perCoin: number; share: number }>> {
  const slices = await db
    .selectFrom('spin_slices as s')
    .innerJoin('spinwheels as w', 'w.id', 's.wheel_id')
    .where('w.active', '=', true)
    .select(['w.id', 'w.name', 's.weight', 's.amount'])
    .execute();
  const wheels = new Map<string, { name: string; weights: number; paid: number }>();
  for (const slice of slices) {
    const wheel = wheels.get(String(slice.id)) ?? { name: slice.name, weights: 0, paid: 0 };
    wheel.weights += slice.weight;
    wheel.paid += slice.weight * Number(slice.amount);
    wheels.set(String(slice.id), wheel);
  }
  return [...wheels.values()]
    .filter((wheel) => wheel.weights > 0)
    .map(({ name, weights, paid }) => ({ name, perCoin: paid / weights, share: paid / weights / depositPerCoin }));
}

/** A production start says so when an active wheel pays back more than GENEROUS_SHARE of deposits. */
export async function warnGenerousWheel(db: Db, warn: (message: string) => void): Promise<void> {
  const { depositPerCoin } = await getSetting(db, 'spin');
  for (const wheel of await wheelPayback(db, depositPerCoin)) {
    if (wheel.share <= GENEROUS_SHARE) continue;
    warn(
      `WARNING: the spin wheel "${wheel.name}" is on and pays back about ${Math.round(wheel.share * 100)} % of deposits in prizes ` +
        `(${(wheel.perCoin / 100).toFixed(2)} a coin on average, a coin per ${(depositPerCoin / 100).toFixed(2)} deposited). ` +
        'Set settings.spin (depositPerCoin, prizeTurnover) and the slices\' weights for what it should cost, or switch it off (spinwheels.active).',
    );
  }
}
