import { BlockList, isIP } from 'node:net';

/**
 * Addresses a file or webhook URL may not reach unless allow-listed: loopback, private, link-local,
 * carrier-grade NAT, multicast and unspecified ranges (IPv4 and IPv6, including IPv4-mapped IPv6).
 * Checked on the address actually connected to, so DNS tricks and redirects cannot get around it.
 */
const blocked = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  blocked.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  blocked.addSubnet(network, prefix, 'ipv6');

const mappedIpv4 = (address: string): string | null => /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1] ?? null;

export const isPrivateAddress = (address: string): boolean => {
  const v4 = mappedIpv4(address);
  if (v4 !== null) return blocked.check(v4, 'ipv4');
  const family = isIP(address);
  if (family === 4) return blocked.check(address, 'ipv4');
  if (family === 6) return blocked.check(address, 'ipv6');
  return true; // not an address at all: refuse rather than guess
};

export const isAllowedTarget = (hostname: string, address: string, allowList: readonly string[]): boolean =>
  !isPrivateAddress(address) || allowList.includes(hostname) || allowList.includes(address);
