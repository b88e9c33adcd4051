/**
 * The server the bench loads: the product exactly as `server/src/main.ts` builds it, plus one
 * hello-world route in the same process, so `GET /api/wallet` is measured against the cheapest
 * reply this process can give (same runtime, same hooks, same socket handling).
 */
import { loadConfig } from '../server/src/config.ts';
import { createServer } from '../server/src/main.ts';

const config = loadConfig();
const server = await createServer(config);
server.app.get('/bench/hello', async () => ({ hello: 'world' }));
process.once('SIGTERM', () => void server.close().then(() => process.exit(0)));
await server.app.listen({ port: config.port, host: '127.0.0.1' });
