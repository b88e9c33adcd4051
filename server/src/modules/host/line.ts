import { createHash, createHmac, randomUUID, timingSafeEqual } from 'node:crypto';

/** What a verified LINE ID token says about its user. */
export interface LineIdentity {
  userId: string;
  name: string;
  expiresAt: Date;
  /**
   * What names this token whatever its text: issuer, audience, user, issue time and nonce. A
   * token's text can be re-encoded (base64url padding bits, an ES256 signature's other form) and
   * still verify, so its one-use record is keyed on these claims, never on the string.
   */
  canonical: string;
}

interface LineClaims {
  iss?: unknown;
  aud?: unknown;
  sub?: unknown;
  name?: unknown;
  iat?: unknown;
  exp?: unknown;
  nonce?: unknown;
}

function identityOf(claims: LineClaims): LineIdentity | null {
  if (typeof claims.sub !== 'string' || !claims.sub || typeof claims.exp !== 'number') return null;
  const canonical = JSON.stringify([claims.iss ?? null, claims.aud ?? null, claims.sub, claims.iat ?? null, claims.nonce ?? null]);
  return {
    userId: claims.sub,
    name: typeof claims.name === 'string' ? claims.name : '',
    expiresAt: new Date(claims.exp * 1000),
    canonical,
  };
}

/**
 * Verifies a LINE ID token. Production asks LINE's verify endpoint; the sandbox verifies tokens
 * it minted itself, so tests and demos never need LINE's servers.
 */
export interface LineVerifier {
  verify(idToken: string): Promise<LineIdentity | null>;
}

/**
 * LINE Login's verify endpoint (developers.line.biz: "Verify ID token"). A reply slower than
 * `timeoutMs` fails the sign-in (the caller treats it as unverified) instead of holding the request
 * and its socket open for as long as LINE takes: every launch inside LINE asks, so a slow LINE
 * would otherwise pile requests up.
 */
export function lineVerifyEndpoint(channelId: string, fetchImpl: typeof fetch = fetch, timeoutMs = 5000): LineVerifier {
  return {
    async verify(idToken) {
      const reply = await fetchImpl('https://api.line.me/oauth2/v2.1/verify', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ id_token: idToken, client_id: channelId }),
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!reply.ok) return null;
      return identityOf((await reply.json()) as LineClaims);
    },
  };
}

/** How many verified tokens `rememberingVerifier` keeps: the oldest goes first past it. */
const REMEMBERED_TOKENS = 10_000;

/**
 * Keeps each token LINE verified until it expires. An unlinked player's proof stays unused (the same
 * launch may still link), so it can be sent again and again, and every time the server asked LINE:
 * one token replayed in a loop had the server call LINE as fast as it came, until LINE limited the
 * channel — and every player's LINE sign-in with it. Refusals are not kept (they spend the address's
 * budget instead).
 */
export function rememberingVerifier(verifier: LineVerifier, now: () => number = Date.now): LineVerifier {
  const kept = new Map<string, LineIdentity>();
  return {
    async verify(idToken) {
      const key = createHash('sha256').update(idToken).digest('base64url');
      const hit = kept.get(key);
      if (hit && hit.expiresAt.getTime() > now()) return hit;
      kept.delete(key);
      const identity = await verifier.verify(idToken);
      if (identity) {
        if (kept.size >= REMEMBERED_TOKENS) kept.delete(kept.keys().next().value!);
        kept.set(key, identity);
      }
      return identity;
    },
  };
}

const b64 = (value: string | Buffer) => Buffer.from(value).toString('base64url');

/** Exactly what `b64` writes: no padding, no other alphabet, no stray bits in the last character. */
const canonicalSegment = (segment: string) =>
  /^[A-Za-z0-9_-]+$/.test(segment) && Buffer.from(segment, 'base64url').toString('base64url') === segment;

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
      const segments = idToken.split('.');
      if (segments.length !== 3 || !segments.every(canonicalSegment)) return null;
      const [header, payload, signature] = segments as [string, string, string];
      const expected = sign(`${header}.${payload}`);
      const given = Buffer.from(signature, 'base64url');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      let claims: LineClaims;
      try {
        claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as LineClaims;
      } catch {
        return null;
      }
      const identity = identityOf(claims);
      return identity && identity.expiresAt.getTime() > now() ? identity : null;
    },
  };
}
