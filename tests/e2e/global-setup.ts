import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildClient, hasServer, openSlipWindow, repoRoot, startApp } from './app-process';
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
    await openSlipWindow(app.url);
    project.provide('baseUrl', app.url);
    project.provide('withServer', true);
    return () => app.stop();
  }
  const { server, url } = await serveStatic(join(repoRoot, dist));
  project.provide('baseUrl', url);
  project.provide('withServer', false);
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}
