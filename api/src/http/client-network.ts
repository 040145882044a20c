import ipaddr from 'ipaddr.js';

/**
 * The key per-client limits count under. One IPv6 subscriber gets a whole /64 and can pick any
 * address in it, so an IPv6 client counts as its /64; an IPv4 address mapped into IPv6 counts as
 * that IPv4 address.
 */
export function clientNetwork(ip: string): string {
  if (!ipaddr.isValid(ip)) return ip;
  const address = ipaddr.parse(ip);
  if (address.kind() === 'ipv4') return address.toString();
  const v6 = address as ipaddr.IPv6;
  if (v6.isIPv4MappedAddress()) return v6.toIPv4Address().toString();
  return `${v6.parts
    .slice(0, 4)
    .map((part) => part.toString(16))
    .join(':')}::/64`;
}

/**
 * The network a sign-up came from, for the review of referral bursts: an IPv4 /24 (a household
 * or an office behind one router, or a carrier's neighbouring addresses) or an IPv6 /64.
 */
export function signupNetwork(ip: string): string {
  const network = clientNetwork(ip);
  if (!ipaddr.IPv4.isValidFourPartDecimal(network)) return network;
  return `${network.split('.').slice(0, 3).join('.')}.0/24`;
}
