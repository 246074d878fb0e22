// Webhook targets (issue 22 "Bad input and safety"): https only in production, and never a
// loopback, private, link-local or otherwise internal address unless WEBHOOK_ALLOW_PRIVATE_TARGETS
// is set (the tests and a local demo receiver). Checked when a subscription is made and again,
// on the addresses the name resolves to, before every attempt (a name may be re-pointed later).
import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
import { AppError } from '../../plugins/errors';

export type TargetPolicy = { requireHttps: boolean; allowPrivate: boolean };

const blocked = new BlockList();
for (const [net, prefix] of [
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
  blocked.addSubnet(net, prefix, 'ipv4');
for (const [net, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  blocked.addSubnet(net, prefix, 'ipv6');

/** Whether an IP address is loopback, private, link-local or otherwise not public. */
export const isInternalAddress = (address: string): boolean => {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return blocked.check(mapped[1]!, 'ipv4');
  return blocked.check(address, isIP(address) === 6 ? 'ipv6' : 'ipv4');
};

const refuse = (message: string): never => {
  throw new AppError(400, message, [{ path: 'url', message }]);
};

/** The URL's shape: scheme, no credentials, no internal literal address. */
export const checkTargetUrl = (raw: string, policy: TargetPolicy): URL => {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return refuse('Enter a valid URL');
  }
  if (url.protocol !== 'https:' && (policy.requireHttps || url.protocol !== 'http:'))
    refuse(policy.requireHttps ? 'Webhook URLs must use https' : 'Webhook URLs must use http or https');
  if (url.username || url.password) refuse('Webhook URLs must not carry credentials');
  const host = url.hostname.replace(/^\[|\]$/g, '').replace(/\.$/, '');
  if (
    !policy.allowPrivate &&
    (host === 'localhost' || host.endsWith('.localhost') || (isIP(host) && isInternalAddress(host)))
  )
    refuse('Webhook URLs must not point to a private or loopback address');
  return url;
};

/** Before an attempt: every address the host resolves to must be public (unless allowed). */
export const assertPublicTarget = async (url: URL, policy: TargetPolicy): Promise<void> => {
  // The scheme again (the policy may have changed); the name is judged by what it resolves to.
  checkTargetUrl(url.href, { ...policy, allowPrivate: true });
  if (policy.allowPrivate) return;
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const addresses = isIP(host) ? [{ address: host }] : await lookup(host, { all: true });
  if (addresses.length === 0 || addresses.some((entry) => isInternalAddress(entry.address)))
    refuse('Webhook URLs must not point to a private or loopback address');
};
