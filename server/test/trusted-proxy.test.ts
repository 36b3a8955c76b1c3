import { describe, expect, it } from 'vitest';
import { parseTrustProxy } from '../src/http/public-origin';
import { compileProxyTrust } from '../src/http/trusted-proxy';

describe('which proxies are believed (TRUST_PROXY)', () => {
  it('believes the listed addresses and ranges alone, whatever was asked before', () => {
    const trusts = compileProxyTrust(parseTrustProxy('127.0.0.1, 10.0.0.0/8'));
    const asked = ['127.0.0.1', '10.2.3.4', '203.0.113.9', '::1', 'not an address'];
    const verdicts = [true, true, false, false, false];
    // Asked twice over, so remembered verdicts are checked as well as fresh ones.
    for (let round = 0; round < 2; round += 1) {
      expect(asked.map((address) => trusts(address, 0))).toEqual(verdicts);
    }
    // More addresses than are remembered, and a longer string than any address.
    for (let n = 0; n < 3000; n += 1) trusts(`198.51.${(n >> 8) & 255}.${n & 255}`, 1);
    expect(trusts(`127.0.0.1${' '.repeat(100)}`, 0)).toBe(false);
    expect(asked.map((address) => trusts(address, 0))).toEqual(verdicts);
  });

  it('believes every peer or none when told so', () => {
    expect(compileProxyTrust(parseTrustProxy('true'))('203.0.113.9', 0)).toBe(true);
    expect(compileProxyTrust(parseTrustProxy(undefined))('127.0.0.1', 0)).toBe(false);
  });
});
