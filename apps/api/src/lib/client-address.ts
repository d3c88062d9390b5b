import { isIPv6 } from 'node:net';

/**
 * What per-address limits count and remember: an IPv4 address as it is, the /64 network of an IPv6 address (a home
 * router or a phone gets a whole /64 and can pick any address in it), and an IPv4-mapped IPv6 address as its IPv4.
 */
export function clientAddress(ip: string | undefined): string {
  const bare = (ip ?? 'unknown').split('%')[0]!.toLowerCase();
  if (!isIPv6(bare)) return bare;
  const groups = hextets(bare);
  const mappedIpv4 = groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff;
  if (mappedIpv4) return [groups[6]! >> 8, groups[6]! & 0xff, groups[7]! >> 8, groups[7]! & 0xff].join('.');
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address (with `::` expanded and a dotted IPv4 tail converted). */
function hextets(ip: string): number[] {
  let text = ip;
  const dottedTail = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dottedTail) {
    const [a, b, c, d] = dottedTail.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dottedTail.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const parse = (part: string) => (part ? part.split(':').map((group) => parseInt(group, 16)) : []);
  const [head = '', tail] = text.split('::');
  const left = parse(head);
  if (tail === undefined) return left;
  const right = parse(tail);
  return [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right];
}
