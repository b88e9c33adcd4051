import { isIPv6 } from 'node:net';
import type { FastifyRequest } from 'fastify';

/**
 * The client as the per-address budgets count it (sign-ups, lookups, logins, guest chat, promo
 * guesses): an IPv4 address as it is, an IPv6 one by its /64. A home or mobile line is handed a
 * whole /64 (2^64 addresses), so counting single IPv6 addresses gave one attacker a fresh budget
 * per request. An IPv4 address written as IPv6 (`::ffff:203.0.113.7`, a dual-stack socket) is the
 * IPv4 address, one budget whichever way it arrives.
 */
export function budgetAddress(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1]!;
  if (!isIPv6(ip)) return ip;
  const [head = '', tail = ''] = ip.split('%')[0]!.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  // An embedded IPv4 tail (`…:1.2.3.4`) sits in the last 32 bits, never in the first 64.
  const groups = ip.includes('::') ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right] : left;
  return `${groups
    .slice(0, 4)
    .map((g) => (parseInt(g, 16) || 0).toString(16))
    .join(':')}::/64`;
}

/** `budgetAddress` of the request's client (`req.ip`, which honours TRUST_PROXY). */
export const clientAddress = (req: FastifyRequest): string => budgetAddress(req.ip);
