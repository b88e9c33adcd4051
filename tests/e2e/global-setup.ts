import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildClient, hasServer, repoRoot, startApp } from './app-process';
import { serveStatic } from './static-server';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    withServer: boolean;
  }
}

/** Builds the app once and starts the product for every e2e file (the same thing `npm start` runs). */
export default async function setup(project: TestProject) {
  // E2E_DIST builds into (and serves) another folder, so two people running e2e files at once on
  // one checkout do not overwrite each other's build.
  const dist = process.env.E2E_DIST ?? 'dist';
  if (!process.env.E2E_SKIP_BUILD) {
    buildClient(dist);
  }
  if (hasServer()) {
    const app = await startApp();
    // The seed closes slip uploads 23:50–00:10 (UTC+7) every day; a journey must not fail at that hour
    // (a run at 16:55 UTC did). The closed state has its own story and server test.
    const opened = await fetch(`${app.url}/api/sandbox/settings`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', 'x-requested-with': 'wallet-user' },
      body: JSON.stringify({ slipWindow: { closedFrom: '00:00', closedTo: '00:00' } }),
    });
    if (!opened.ok) throw new Error(`sandbox slip window: ${opened.status} ${await opened.text()}`);
    project.provide('baseUrl', app.url);
    project.provide('withServer', true);
    return () => app.stop();
  }
  const { server, url } = await serveStatic(join(repoRoot, dist));
  project.provide('baseUrl', url);
  project.provide('withServer', false);
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}
