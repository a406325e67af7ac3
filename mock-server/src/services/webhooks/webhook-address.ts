import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

/**
 * Server-side request forgery: a webhook is an address the API itself calls, so an admin could otherwise
 * point it at the API's own machine or network (a database port, a cloud metadata endpoint). Refused:
 * loopback, private (RFC 1918, fc00::/7), link-local, unspecified, multicast and broadcast addresses, and
 * IPv4 written as IPv6 (::ffff:0:0/96). Checked when a webhook is saved and again at each delivery on the
 * very address the connection is made to, after resolving the name (a name that resolved to a public
 * address at save time may resolve to 127.0.0.1 later: DNS rebinding). WEBHOOK_ALLOW_PRIVATE_HOSTS=1 lifts it.
 */
const refused = new BlockList();
refused.addSubnet('0.0.0.0', 8, 'ipv4');
refused.addSubnet('10.0.0.0', 8, 'ipv4');
refused.addSubnet('127.0.0.0', 8, 'ipv4');
refused.addSubnet('169.254.0.0', 16, 'ipv4');
refused.addSubnet('172.16.0.0', 12, 'ipv4');
refused.addSubnet('192.168.0.0', 16, 'ipv4');
refused.addSubnet('224.0.0.0', 4, 'ipv4');
refused.addAddress('255.255.255.255', 'ipv4');
refused.addAddress('::', 'ipv6');
refused.addAddress('::1', 'ipv6');
refused.addSubnet('fc00::', 7, 'ipv6');
refused.addSubnet('fe80::', 10, 'ipv6');
refused.addSubnet('ff00::', 8, 'ipv6');

/** Whether a webhook may be sent to this IP address. */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (!family) return false;
  if (family === 4) return !refused.check(address, 'ipv4');
  // IPv4 written as IPv6 (::ffff:0:0/96) is refused whatever it holds: BlockList would also match a v4 rule
  // against it, so it cannot be a v6 rule of the list, which would refuse every IPv4 address too
  if (/^\[::ffff:/i.test(new URL(`http://[${address}]/`).hostname)) return false;
  return !refused.check(address, 'ipv6');
}

/** The host of a URL as an IP literal, without IPv6's brackets; null for a name. */
export function ipLiteralOf(url: URL): string | null {
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  return isIP(host) ? host : null;
}

export type AddressCheck = { ok: true } | { ok: false; reason: 'private' | 'unknown'; host: string };

/** The save-time check: an http(s) URL whose host (every address its name resolves to) is public. */
export async function checkWebhookAddress(url: string, allowPrivate: boolean): Promise<AddressCheck> {
  const parsed = new URL(url);
  const literal = ipLiteralOf(parsed);
  if (literal)
    return allowPrivate || isPublicAddress(literal) ? { ok: true } : { ok: false, reason: 'private', host: literal };
  let addresses: { address: string }[];
  try {
    addresses = await lookup(parsed.hostname, { all: true, verbatim: true });
  } catch {
    return { ok: false, reason: 'unknown', host: parsed.hostname };
  }
  if (allowPrivate) return { ok: true };
  const inside = addresses.find((entry) => !isPublicAddress(entry.address));
  return inside ? { ok: false, reason: 'private', host: parsed.hostname } : { ok: true };
}
