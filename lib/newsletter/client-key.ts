import 'server-only';
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

/** A client key is an address (an IPv6 one as its /64), or a short token of these characters; anything else is 'unknown'. */
const CLIENT_TOKEN = /^[\w.:-]{1,64}$/;
const IPV4_WITH_PORT = /^(\d{1,3}(?:\.\d{1,3}){3}):\d+$/;
const BRACKETED_IPV6 = /^\[([0-9a-fA-F:.]+)\](?::\d+)?$/;

/**
 * The key an address counts under. An IPv6 subscriber is usually given a whole /64 and can pick any address in
 * it, so counting single IPv6 addresses would let one visitor rotate past the limit: IPv6 counts by its /64.
 * An IPv4 address written as IPv6 (::ffff:203.0.113.9) counts as the IPv4 address.
 */
function addressKey(address: string): string {
  const parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv4') return parsed.toString();
  const ipv6 = parsed as ipaddr.IPv6;
  if (ipv6.isIPv4MappedAddress()) return ipv6.toIPv4Address().toString();
  return `${ipv6.parts.slice(0, 4).map((part) => part.toString(16)).join(':')}::/64`;
}

/** The one key every client shares when no forwarded address can be trusted (NEWSLETTER_TRUSTED_HOPS=0). */
export const UNTRUSTED_CLIENT = 'untrusted';

function boundedClientKey(value: string | undefined): string {
  const hop = value?.trim() ?? '';
  const address = IPV4_WITH_PORT.exec(hop)?.[1] ?? BRACKETED_IPV6.exec(hop)?.[1] ?? hop;
  // node:net accepts only the standard notations; ipaddr.js would also read forms such as '42' as an address.
  if (isIP(address)) return addressKey(address);
  return CLIENT_TOKEN.test(hop) ? hop : 'unknown';
}

/**
 * Identifies the client for the rate limit. Each proxy appends the address it saw to
 * x-forwarded-for, so with `trustedHops` proxies in front the client is that many entries from the
 * right: 1 on Vercel (which sets the header itself) or behind one nginx. Without the header,
 * x-real-ip. The result is bounded, so a forged header cannot grow memory or the logs.
 */
export function clientKeyFromHeaders(headers: Pick<Headers, 'get'>, trustedHops = 1): string {
  // No proxy in front: whatever the headers say may come from the client, so every client counts as one.
  if (trustedHops === 0) return UNTRUSTED_CLIENT;
  const hops = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  if (hops.length === 0) return boundedClientKey(headers.get('x-real-ip') ?? undefined);
  // Fewer entries than trusted proxies: the leftmost is the furthest any of them saw.
  return boundedClientKey(hops.at(-trustedHops) ?? hops[0]);
}
