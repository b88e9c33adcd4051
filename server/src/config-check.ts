import { SANDBOX_TRUEWALLET_KEY, type Config } from './config.ts';

/**
 * Secrets come from the environment only. The sandbox's built-in keys make the demo run out of the
 * box; a production server (NODE_ENV=production without the sandbox) refuses to start on them.
 */
export function checkProductionSecrets(config: Config): void {
  if (!config.production || config.sandbox) return;
  const missing: string[] = [];
  if (config.trueWalletKey === SANDBOX_TRUEWALLET_KEY) missing.push('TRUEWALLET_KEY');
  if (config.lineSandboxSecret === 'sandbox-line-secret') missing.push('LINE_SANDBOX_SECRET');
  if (missing.length > 0) throw new Error(`Production needs its own secrets from the environment: set ${missing.join(', ')}.`);
}
