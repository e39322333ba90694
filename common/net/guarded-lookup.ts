import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { isIP, type LookupFunction } from 'node:net';
import { isAllowedTarget } from './address-policy';

/**
 * A DNS lookup for outgoing requests (file fetches, webhooks) that refuses private and loopback
 * addresses unless the host is allow-listed. It fails with `code: 'EPRIVATE'`, checked on the address
 * actually connected to, so DNS tricks and redirects cannot get around the rule.
 */
export const guardedLookup =
  (hostname: string, allowList: readonly string[]): LookupFunction =>
  (host, options, callback) => {
    dnsLookup(host, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
      if (error) {
        callback(error, '', 0);
        return;
      }
      const refused = addresses.find((entry) => !isAllowedTarget(hostname, entry.address, allowList));
      if (refused !== undefined) {
        callback(Object.assign(new Error(`${hostname} resolves to a private address`), { code: 'EPRIVATE' }), '', 0);
        return;
      }
      if (options.all) {
        (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
        return;
      }
      const first = addresses[0]!;
      callback(null, first.address, first.family);
    });
  };

/**
 * A URL whose host is an IP literal is connected to without any DNS lookup, so the lookup guard never
 * sees it: check it before connecting. Returns true when the connection must be refused.
 */
export const isRefusedIpLiteral = (hostname: string, allowList: readonly string[]): boolean => {
  const host = hostname.replace(/^\[(.*)\]$/, '$1');
  return isIP(host) !== 0 && !isAllowedTarget(host, host, allowList);
};
