import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../', import.meta.url));

/** The environment without the outer run's Vitest variables, which would make the inner run think it is a worker. */
const cleanEnv = (): NodeJS.ProcessEnv =>
  Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('VITEST') && name !== 'NODE_ENV'));

describe('npm test on a machine with more cores than CI', () => {
  it('starts: the server suite (one worker) and the other projects (several) are not put in one group', () => {
    // --maxWorkers=4 gives every project four workers, as a five-core machine does, except the
    // server suite's one (fileParallelism: false). Vitest refuses such a mix in one group.
    const run = spawnSync(
      'npx',
      [
        'vitest',
        'run',
        '--maxWorkers=4',
        '--project',
        'tooling',
        '--project',
        'server',
        'tests/tooling/workflows.test.ts',
        'server/test/queries.test.ts',
        '--testNamePattern',
        'CI runs what .ci/run runs',
      ],
      { cwd: root, env: cleanEnv(), encoding: 'utf8', timeout: 120_000 },
    );
    const output = `${run.stdout}${run.stderr}`;
    expect(output).not.toContain("different 'maxWorkers'");
    expect(run.status, output).toBe(0);
    expect(output).toMatch(/1 passed/);
  }, 150_000);
});
