import { setupWorker } from 'msw/browser';
import type { RequestHandler } from 'msw';

// One worker for every story; each story's `parameters.msw` handlers replace the previous story's.
let started: Promise<unknown> | undefined;
const worker = setupWorker();

export async function useStoryHandlers(handlers: RequestHandler[] = []): Promise<void> {
  started ??= worker.start({ onUnhandledRequest: 'bypass', quiet: true, serviceWorker: { url: './mockServiceWorker.js' } });
  await started;
  worker.resetHandlers(...handlers);
}
