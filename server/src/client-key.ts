/**
 * The key every rate limit counts a visitor by (contact form, publishing, the editor's sign-in,
 * alert subscriptions): an IPv4 address as it is, an IPv6 address by its /64. One IPv6 host
 * usually holds a whole /64 (SLAAC, privacy addresses) and can send from a new address each
 * time, so counting exact addresses let 8 of 8 messages from one /64 through a limit of 5; and
 * `2001:db8::1` and `2001:DB8:0:0::1` are one address. IPv4-mapped IPv6 (`::ffff:192.0.2.1`)
 * counts as its IPv4 address. Parsed by hand in one pass (no regular expression).
 */
import { isIP } from 'node:net';

/** The eight 16-bit groups of a valid IPv6 address (isIP 6), its zone dropped. */
function ipv6Groups(address: string): number[] {
  const percent = address.indexOf('%');
  let text = percent < 0 ? address : address.slice(0, percent);
  // A dotted IPv4 tail (`::ffff:192.0.2.1`) is the last two groups.
  const lastColon = text.lastIndexOf(':');
  const tail = text.slice(lastColon + 1);
  if (tail.includes('.')) {
    const [a = 0, b = 0, c = 0, d = 0] = tail.split('.').map(Number);
    text = `${text.slice(0, lastColon + 1)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const gap = text.indexOf('::');
  const parse = (part: string) => (part === '' ? [] : part.split(':').map((g) => parseInt(g, 16)));
  if (gap < 0) return parse(text);
  const head = parse(text.slice(0, gap));
  const rest = parse(text.slice(gap + 2));
  return [...head, ...new Array<number>(8 - head.length - rest.length).fill(0), ...rest];
}

/**
 * The IPv4 address an IPv4-mapped IPv6 address stands for (`::ffff:c000:207` → `192.0.2.7`), in
 * any of its spellings; undefined for any other address.
 */
export function mappedIPv4(address: string): string | undefined {
  if (isIP(address.split('%')[0] ?? '') !== 6) return undefined;
  const groups = ipv6Groups(address);
  if (!groups.slice(0, 5).every((g) => g === 0) || groups[5] !== 0xffff) return undefined;
  const [high = 0, low = 0] = groups.slice(6);
  return `${high >> 8}.${high & 0xff}.${low >> 8}.${low & 0xff}`;
}

/** The rate-limit key of a client address (request.ip): see the module's comment. */
export function clientKey(address: string): string {
  if (isIP(address.split('%')[0] ?? '') !== 6) return address;
  const mapped = mappedIPv4(address);
  if (mapped) return mapped;
  const groups = ipv6Groups(address);
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`;
}
