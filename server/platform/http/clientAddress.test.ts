import { describe, expect, it } from 'vitest';
import { parseTrustProxy } from '../config/configSecurity';
import { clientAddressFrom } from './clientAddress';

describe('clientAddressFrom', () => {
  it('is the socket peer without TRUST_PROXY, whatever X-Forwarded-For says', () => {
    expect(clientAddressFrom('192.0.2.1', '203.0.113.7', null)).toBe('192.0.2.1');
    expect(clientAddressFrom('::ffff:192.0.2.1', undefined, null)).toBe('192.0.2.1');
  });

  it('with a hop count, takes the entry the nearest proxies saw, never one the client wrote', () => {
    // client → proxy (10.0.0.5) → us; the client sent "X-Forwarded-For: 1.2.3.4" itself.
    expect(clientAddressFrom('10.0.0.5', '1.2.3.4, 198.51.100.9', { hops: 1 })).toBe(
      '198.51.100.9',
    );
    // client → cdn → proxy (10.0.0.5) → us.
    expect(clientAddressFrom('10.0.0.5', '1.2.3.4, 198.51.100.9, 172.16.0.2', { hops: 2 })).toBe(
      '198.51.100.9',
    );
    // Fewer entries than hops: the leftmost there is.
    expect(clientAddressFrom('10.0.0.5', '198.51.100.9', { hops: 3 })).toBe('198.51.100.9');
  });

  it('with a list of proxies, walks from the right past them', () => {
    const trust = { proxies: ['10.0.0.5', '172.16.0.2'] };
    expect(clientAddressFrom('10.0.0.5', '1.2.3.4, 198.51.100.9, 172.16.0.2', trust)).toBe(
      '198.51.100.9',
    );
    // A request that did not come through a listed proxy: its own peer.
    expect(clientAddressFrom('192.0.2.77', '1.2.3.4', trust)).toBe('192.0.2.77');
  });

  it('groups IPv6 by /64 (one network, whichever address its device picks); IPv4 stays as it is', () => {
    const group = (address: string) => clientAddressFrom(address, undefined, null);
    expect(group('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64');
    expect(group('2001:DB8:1:2:ffff:ffff:ffff:fffe')).toBe('2001:db8:1:2::/64');
    expect(group('2001:0db8:0001:0002:0000:0000:0000:0009%eth0')).toBe('2001:db8:1:2::/64');
    expect(group('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
    expect(group('2001:db8::')).toBe('2001:db8:0:0::/64');
    expect(group('::1')).toBe('0:0:0:0::/64');
    expect(group('64:ff9b::192.0.2.1')).toBe('64:ff9b:0:0::/64');
    expect(group('::ffff:192.0.2.1')).toBe('192.0.2.1');
    expect(group('192.0.2.1')).toBe('192.0.2.1');
    // Behind a proxy, the client's entry is grouped (the proxies' are matched as written).
    expect(clientAddressFrom('::1', '2001:db8:5:6::7', { proxies: ['::1'] })).toBe(
      '2001:db8:5:6::/64',
    );
  });

  it('TRUST_PROXY is a hop count or a list of addresses; anything else is refused', () => {
    expect(parseTrustProxy(undefined)).toBeNull();
    expect(parseTrustProxy('0')).toBeNull();
    expect(parseTrustProxy('1')).toEqual({ hops: 1 });
    expect(parseTrustProxy('10.0.0.5, ::1')).toEqual({ proxies: ['10.0.0.5', '::1'] });
    expect(() => parseTrustProxy('true')).toThrow(/hop|addresses/);
    expect(() => parseTrustProxy('proxy.example.dk')).toThrow(/TRUST_PROXY/);
  });
});
