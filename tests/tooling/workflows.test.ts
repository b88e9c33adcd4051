import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';

const root = new URL('../../', import.meta.url);
const read = (path: string) => readFileSync(new URL(path, root), 'utf8');

interface Step {
  name?: string;
  uses?: string;
  run?: string;
  with?: Record<string, unknown>;
  env?: Record<string, string>;
}
interface Workflow {
  on: Record<string, unknown>;
  jobs: Record<string, { 'runs-on': string; container?: string | { image: string }; steps: Step[]; env?: Record<string, string> }>;
}
const workflow = (name: string) => parse(read(`.github/workflows/${name}`)) as Workflow;

/** The commands of a shell script or run block that install or test: apt-get install …, npm ci, npm test. */
function commands(script: string): string[] {
  return script
    .split('\n')
    .map((line) => line.trim())
    .flatMap((line): string[] => {
      const apt = /^apt-get install\b(.*)$/.exec(line);
      if (apt) {
        const packages = apt[1]!.split(/\s+/).filter((word) => word && !word.startsWith('-') && !word.startsWith('>'));
        return [`apt-get install ${packages.sort().join(' ')}`];
      }
      const npm = /^npm (ci|test)\b/.exec(line);
      return npm ? [`npm ${npm[1]}`] : [];
    });
}

describe('GitHub workflows', () => {
  it('CI runs what .ci/run runs, in the same order: Debian Chromium and fonts from apt, npm ci, npm test', () => {
    const expected = commands(read('.ci/run'));
    expect(expected).toEqual(['apt-get install chromium fonts-noto-core', 'npm ci', 'npm test']);
    const ci = workflow('ci.yml');
    const job = ci.jobs.test!;
    const steps = job.steps.map((step) => step.run ?? '').join('\n');
    expect(commands(steps)).toEqual(expected);
    expect(steps).toContain('apt-get update');
    // A Debian image with the Node major the project declares (package.json engines).
    const image = typeof job.container === 'string' ? job.container : job.container?.image;
    const engines = (JSON.parse(read('package.json')) as { engines: { node: string } }).engines.node;
    expect(image).toMatch(/^node:20-(bookworm|trixie)/);
    expect(engines).toMatch(/^>=20\./);
    expect(job.steps[0]?.uses).toMatch(/^actions\/checkout@/);
    expect(Object.keys(ci.on)).toEqual(expect.arrayContaining(['push', 'pull_request']));
    // The server tests' PostgreSQL and Redis, as on the CI machine of .ci/run.
    expect(job.env?.TEST_PG_ADMIN_URL).toMatch(/^postgres:\/\/postgres@postgres:5432\/test$/);
    expect(job.env?.TEST_REDIS_URL).toBe('redis://redis:6379');
  });

  it('Chromatic builds Storybook, then publishes only changed stories with the pinned CLI and the secret token', () => {
    const job = workflow('chromatic.yml').jobs.chromatic!;
    const checkout = job.steps.find((step) => step.uses?.startsWith('actions/checkout@'));
    expect(checkout?.with?.['fetch-depth']).toBe(0);
    const build = job.steps.findIndex((step) => step.run?.includes('npm run build-storybook'));
    const publish = job.steps.findIndex((step) => step.run?.includes('npm run chromatic'));
    expect(build).toBeGreaterThan(0);
    expect(publish).toBeGreaterThan(build);
    const step = job.steps[publish]!;
    expect(step.run).toContain('--only-changed');
    expect(step.run).toMatch(/--auto-accept-changes main\b/);
    expect(step.run).toContain('--storybook-build-dir storybook-static');
    expect(step.env?.CHROMATIC_PROJECT_TOKEN).toBe('${{ secrets.CHROMATIC_PROJECT_TOKEN }}');
    expect((JSON.parse(read('chromatic.config.json')) as { onlyChanged: boolean }).onlyChanged).toBe(true);
  });

  it('chromatic is a pinned devDependency whose engines accept Node 20, and the script is a no-op without a token', () => {
    const pkg = JSON.parse(read('package.json')) as { devDependencies: Record<string, string> };
    expect(pkg.devDependencies.chromatic).toMatch(/^\d+\.\d+\.\d+$/);
    const installed = JSON.parse(read('node_modules/chromatic/package.json')) as { version: string; engines?: { node?: string } };
    expect(installed.version).toBe(pkg.devDependencies.chromatic);
    expect(installed.engines?.node ?? '').not.toMatch(/>=\s*2[1-9]/);
    const env = { ...process.env };
    delete env.CHROMATIC_PROJECT_TOKEN;
    const run = spawnSync(process.execPath, ['scripts/chromatic.mjs'], { cwd: root, env, encoding: 'utf8' });
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('skipped');
  });
});
