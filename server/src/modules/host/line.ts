import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';

/** What a verified LINE ID token says about its user. */
export interface LineIdentity {
  userId: string;
  name: string;
  expiresAt: Date;
}

/**
 * Verifies a LINE ID token. Production asks LINE's verify endpoint; the sandbox verifies tokens
 * it minted itself, so tests and demos never need LINE's servers.
 */
export interface LineVerifier {
  verify(idToken: string): Promise<LineIdentity | null>;
}

/** LINE Login's verify endpoint (developers.line.biz: "Verify ID token"). */
export function lineVerifyEndpoint(channelId: string, fetchImpl: typeof fetch = fetch): LineVerifier {
  return {
    async verify(idToken) {
      const reply = await fetchImpl('https://api.line.me/oauth2/v2.1/verify', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ id_token: idToken, client_id: channelId }),
      });
      if (!reply.ok) return null;
      const claims = (await reply.json()) as { sub?: string; name?: string; exp?: number };
      if (!claims.sub || !claims.exp) return null;
      return { userId: claims.sub, name: claims.name ?? '', expiresAt: new Date(claims.exp * 1000) };
    },
  };
}

const b64 = (value: string | Buffer) => Buffer.from(value).toString('base64url');

/** HS256 tokens signed with a sandbox secret, shaped like LINE's (sub, name, exp). */
export function sandboxLineVerifier(
  secret: string,
  now: () => number = Date.now,
): LineVerifier & {
  mint(sub: string, name: string, ttlSeconds?: number): string;
} {
  const sign = (data: string) => createHmac('sha256', secret).update(data).digest();
  return {
    mint(sub, name, ttlSeconds = 3600) {
      const header = b64(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
      const iat = Math.floor(now() / 1000);
      // Like LINE's, every token is distinct (nonce), so two logins never share one.
      const claims = { iss: 'https://access.line.me', sub, name, iat, exp: iat + ttlSeconds, nonce: randomUUID() };
      const payload = b64(JSON.stringify(claims));
      return `${header}.${payload}.${b64(sign(`${header}.${payload}`))}`;
    },
    async verify(idToken) {
      const [header, payload, signature] = idToken.split('.');
      if (!header || !payload || !signature) return null;
      const expected = sign(`${header}.${payload}`);
      const given = Buffer.from(signature, 'base64url');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as {
        sub?: string;
        name?: string;
        exp?: number;
      };
      if (!claims.sub || !claims.exp || claims.exp * 1000 <= now()) return null;
      return { userId: claims.sub, name: claims.name ?? '', expiresAt: new Date(claims.exp * 1000) };
    },
  };
}
