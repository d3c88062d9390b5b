import { describe, expect, it } from 'vitest';
import { clientAddress } from './client-address.ts';

describe('clientAddress', () => {
  it('keeps an IPv4 address as it is, also when it arrives IPv4-mapped', () => {
    expect(clientAddress('203.0.113.7')).toBe('203.0.113.7');
    expect(clientAddress('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(clientAddress('::FFFF:cb00:7107')).toBe('203.0.113.7');
  });

  it('gives every address of one IPv6 /64 the same key, and other /64s other keys', () => {
    const home = ['2401:4900:1c2a:7f10::1', '2401:4900:1c2a:7f10:d4e3:11ff:fe2a:9b01', '2401:4900:1C2A:7F10:0:0:0:ffff'];
    expect(new Set(home.map(clientAddress))).toEqual(new Set(['2401:4900:1c2a:7f10::/64']));
    expect(clientAddress('2401:4900:1c2a:7f11::1')).toBe('2401:4900:1c2a:7f11::/64');
    expect(clientAddress('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientAddress('::1')).toBe('0:0:0:0::/64');
    expect(clientAddress('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(clientAddress('64:ff9b::198.51.100.1')).toBe('64:ff9b:0:0::/64');
  });

  it('names a missing address rather than failing', () => {
    expect(clientAddress(undefined)).toBe('unknown');
  });
});
