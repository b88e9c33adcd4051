import { setupWorker } from 'msw/browser';
import type { RequestHandler } from 'msw';

// One worker for every story; each story's `parameters.msw` handlers replace the previous story's.
let started: Promise<unknown> | undefined;
const worker = setupWorker();

const start = () => worker.start({ onUnhandledRequest: 'bypass', quiet: true, serviceWorker: { url: './mockServiceWorker.js' } });

export async function useStoryHandlers(handlers: RequestHandler[] = []): Promise<void> {
  // Registering can fail once when several pages of the built Storybook register at the same moment
  // (seen as "Failed to update a ServiceWorker … Not found" on a loaded runner): one retry, then it counts.
  started ??= start().catch(() => new Promise((resolve) => setTimeout(resolve, 300)).then(start));
  await started;
  worker.resetHandlers(...handlers);
}
