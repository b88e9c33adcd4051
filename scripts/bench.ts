import { mkdirSync, writeFileSync } from 'node:fs';
import { measureFirstLoad } from './bench-client.ts';
import { measureLighthouse } from './bench-lighthouse.ts';
import type { Row } from './bench-common.ts';
import { runServerBench } from './bench-server.ts';
import { runScaleBench } from './bench-scale.ts';
import { runWorkersBench } from './bench-workers.ts';

/**
 * `npm run bench`: measures the budgets of DESIGN.md §7 and prints one table. Numbers, never
 * pass/fail timing assertions in tests; results are also written as JSON to compare over time.
 */
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const rows: Row[] = [];
const results: Record<string, unknown> = { at: new Date().toISOString() };

const firstLoad = await measureFirstLoad('/login');
results.firstLoad = firstLoad;
rows.push({
  metric: '/login first-load JS (gzip)',
  value: kb(firstLoad.jsGzipBytes),
  budget: '≤ 130 KB',
  ok: firstLoad.jsGzipBytes <= 130 * 1024,
});
rows.push({
  metric: '/login first-load CSS (gzip)',
  value: kb(firstLoad.cssGzipBytes),
  budget: '≤ 15 KB',
  ok: firstLoad.cssGzipBytes <= 15 * 1024,
});

// Lighthouse on the build just made, served by the product server.
const lh = await measureLighthouse('/login', Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3));
results.lighthouse = lh;
const runsNote = `median of ${lh.runs.length}`;
rows.push({
  metric: `Lighthouse mobile /login performance (${runsNote})`,
  value: String(lh.performance),
  budget: '≥ 95',
  ok: lh.performance >= 95,
});
rows.push({ metric: 'Lighthouse accessibility', value: String(lh.accessibility), budget: '100', ok: lh.accessibility >= 100 });
rows.push({ metric: 'Lighthouse best practices', value: String(lh.bestPractices), budget: '≥ 95', ok: lh.bestPractices >= 95 });
rows.push({
  metric: 'Lighthouse LCP (simulated slow 4G)',
  value: `${(lh.lcpMs / 1000).toFixed(2)} s`,
  budget: 'report',
  ok: null,
});

// The signed-in member home (issue 21.1): a browser profile holding the demo member's token.
const home = await measureLighthouse('/user/home', Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3), { signedIn: true });
results.lighthouseMemberHome = home;
rows.push({
  metric: `Lighthouse mobile member home performance (median of ${home.runs.length})`,
  value: String(home.performance),
  budget: '≥ 90',
  ok: home.performance >= 90,
});
rows.push({
  metric: 'Lighthouse member home LCP (simulated slow 4G)',
  value: `${(home.lcpMs / 1000).toFixed(2)} s`,
  budget: 'report',
  ok: null,
});

// The server figures (transfers/s against pgbench, wallet reads) come from the server's own bench.
const server = await runServerBench();
rows.push(...server.rows);
results.server = server.results;
// Several processes (WORKERS=1 and 2) and the ledger statement's own pgbench ceiling (issue 21.3/21.4).
const workers = await runWorkersBench();
rows.push(...workers.rows);
results.workers = workers.results;

// Cost as data grows (issue 21.5): 100,000 members and over a million ledger rows.
const scale = await runScaleBench();
rows.push(...scale.rows);
results.scale = scale.results;

const width = (key: keyof Row) => Math.max(key.length, ...rows.map((r) => String(r[key]).length));
const line = (r: Row) =>
  `| ${r.metric.padEnd(width('metric'))} | ${r.value.padEnd(width('value'))} | ${r.budget.padEnd(width('budget'))} | ${r.ok === null ? '-' : r.ok ? 'ok' : 'MISS'} |`;
console.log(
  `| ${'metric'.padEnd(width('metric'))} | ${'value'.padEnd(width('value'))} | ${'budget'.padEnd(width('budget'))} | ok |`,
);
console.log(`|${'-'.repeat(width('metric') + 2)}|${'-'.repeat(width('value') + 2)}|${'-'.repeat(width('budget') + 2)}|----|`);
for (const r of rows) console.log(line(r));
console.log('\n/login files:');
for (const f of firstLoad.files) console.log(`  ${f.type} ${kb(f.gzipBytes).padStart(9)}  ${f.url}`);

mkdirSync(new URL('../bench-results/', import.meta.url), { recursive: true });
writeFileSync(new URL('../bench-results/latest.json', import.meta.url), `${JSON.stringify({ ...results, rows }, null, 2)}\n`);
console.log('\nwritten: bench-results/latest.json');
