import { describe, expect, it } from 'vitest';
import { runCrash } from '../../scripts/crash.ts';
import { engines } from './helpers.ts';

/** kill -9 under load, restart, audit (scripts/crash.ts). `npm run test:crash` runs 20 cycles per engine. */
const cycles = Number(process.env.CRASH_CYCLES ?? 3);

describe.each(engines)('kill -9 under a load of transfers on %s', (engine) => {
  it(
    `${cycles} cycles: no acknowledged transfer lost, nothing doubled, invariants hold`,
    { timeout: 60_000 + cycles * 30_000 },
    async () => {
      const report = await runCrash({ engine, cycles });
      expect(report.acknowledged).toBeGreaterThan(0);
      expect(report.retried).toBeGreaterThan(0);
      expect({ lost: report.lost, doubled: report.doubled, wrongBalances: report.wrongBalances }).toEqual({
        lost: [],
        doubled: [],
        wrongBalances: [],
      });
      expect(report.invariants).toEqual({
        unbalancedTransactions: [],
        driftedAccounts: [],
        negativeMemberAccounts: [],
        total: 0n,
      });
      console.log(
        `crash ${engine}: ${cycles} kill -9 cycles, ${report.acknowledged} acknowledged transfers, ${report.retried} retried after a kill`,
      );
    },
  );
});
