import type { FastifyInstance } from 'fastify';

export interface Route {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
}

/**
 * Every route the app has registered, read from Fastify's own route tree (so a route added
 * tomorrow is fuzzed tomorrow without touching the tests). HEAD twins are left out.
 */
export function routesOf(app: FastifyInstance): Route[] {
  const routes: Route[] = [];
  const stack: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^(.*?)[└├]── (.+?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    stack.length = depth;
    stack.push(match[2]!);
    const url = stack.join('');
    for (const method of (match[3] ?? '').split(', ')) {
      if (method === 'GET' || method === 'POST' || method === 'PUT' || method === 'DELETE') routes.push({ method, url });
    }
  }
  return routes;
}

/** The route with its `:params` filled in. */
export const fill = (url: string, value: (param: string) => string) =>
  url.replace(/:(\w+)/g, (_m, name: string) => encodeURIComponent(value(name)));
