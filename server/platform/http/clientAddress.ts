// The client's address, for throttling. Without TRUST_PROXY it is the socket's peer. Behind
// reverse proxies, X-Forwarded-For is read from the right — each proxy appends the address it saw —
// so the entry a client wrote itself (at the left) is never taken: with a hop count, the entry that
// many places from the right; with a list of proxy addresses, the first from the right that is not
// one of them.
import { isIPv6 } from 'node:net';
import type { TrustProxy } from '../config/configSecurity';

export function clientAddressFrom(
  peer: string | undefined,
  forwardedFor: string | undefined,
  trust: TrustProxy,
): string {
  return networkOf(chosenAddress(peer, forwardedFor, trust));
}

function chosenAddress(
  peer: string | undefined,
  forwardedFor: string | undefined,
  trust: TrustProxy,
): string {
  const socket = normalise(peer ?? 'unknown');
  if (trust === null || forwardedFor === undefined) return socket;
  const chain = [
    ...forwardedFor
      .split(',')
      .map((entry) => normalise(entry.trim()))
      .filter(Boolean),
    socket,
  ];
  if ('hops' in trust) {
    // chain[-1] is our peer (the nearest proxy); it saw the client at chain[-1 - hops + …].
    const index = chain.length - 1 - trust.hops;
    return index >= 0 ? chain[index] : chain[0];
  }
  const proxies = new Set(trust.proxies.map(normalise));
  for (let i = chain.length - 1; i >= 0; i--) {
    if (!proxies.has(chain[i])) return chain[i];
  }
  return chain[0];
}

/**
 * The client as throttling counts it: an IPv4 address as it is, an IPv6 address by its /64
 * ("2001:db8:1:2::/64"). A /64 is one network — a home, an office, a phone's connection — whose
 * devices pick any of its 2^64 addresses (privacy extensions change them daily), so counting per
 * address would give one attacker endless fresh budgets (docs/api.md#participation).
 */
function networkOf(address: string): string {
  if (!isIPv6(address.replace(/%.*$/u, ''))) return address;
  const plain = address.replace(/%.*$/u, '').toLowerCase();
  const [head, tail] = plain.includes('::') ? plain.split('::') : [plain, undefined];
  const groups = (part: string | undefined) =>
    part ? part.split(':').flatMap((group) => (group.includes('.') ? ['0', '0'] : [group])) : [];
  const front = groups(head);
  const back = groups(tail);
  const all =
    tail === undefined
      ? front
      : [...front, ...Array(8 - front.length - back.length).fill('0'), ...back];
  return `${all
    .slice(0, 4)
    .map((group) => parseInt(group, 16).toString(16))
    .join(':')}::/64`;
}

/** ::ffff:10.0.0.1 and 10.0.0.1 are one client. */
function normalise(address: string): string {
  return address.toLowerCase().replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/u, '');
}
