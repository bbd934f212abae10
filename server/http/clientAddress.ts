// The client's address, for throttling. Without TRUST_PROXY it is the socket's peer. Behind
// reverse proxies, X-Forwarded-For is read from the right — each proxy appends the address it saw —
// so the entry a client wrote itself (at the left) is never taken: with a hop count, the entry that
// many places from the right; with a list of proxy addresses, the first from the right that is not
// one of them.
import type { TrustProxy } from '../configSecurity';

export function clientAddressFrom(
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

/** ::ffff:10.0.0.1 and 10.0.0.1 are one client. */
function normalise(address: string): string {
  return address.toLowerCase().replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/u, '');
}
