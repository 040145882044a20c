import { clientNetwork, signupNetwork } from './client-network';

describe('clientNetwork', () => {
  it('keeps an IPv4 address as it is', () => {
    expect(clientNetwork('203.0.113.7')).toBe('203.0.113.7');
  });

  it('counts every address of one IPv6 /64 as one client', () => {
    const a = clientNetwork('2405:201:4001:9a3c:1d2e:3f4a:5b6c:7d8e');
    const b = clientNetwork('2405:201:4001:9a3c::1');
    expect(a).toBe('2405:201:4001:9a3c::/64');
    expect(b).toBe(a);
    expect(clientNetwork('2405:201:4001:9a3d::1')).not.toBe(a);
  });

  it('reads zero-compressed and upper-case IPv6 the same way', () => {
    expect(clientNetwork('2001:DB8::5')).toBe(clientNetwork('2001:0db8:0000:0000:ffff::9'));
  });

  it('counts an IPv4-mapped IPv6 address as the IPv4 address', () => {
    expect(clientNetwork('::ffff:198.51.100.4')).toBe('198.51.100.4');
  });

  it('leaves anything that is not an address as it came', () => {
    expect(clientNetwork('unknown')).toBe('unknown');
  });
});

describe('signupNetwork', () => {
  it('puts an IPv4 address in its /24, so a household or office router counts once', () => {
    expect(signupNetwork('203.0.113.7')).toBe('203.0.113.0/24');
    expect(signupNetwork('203.0.113.250')).toBe('203.0.113.0/24');
    expect(signupNetwork('203.0.114.7')).not.toBe('203.0.113.0/24');
    expect(signupNetwork('::ffff:198.51.100.4')).toBe('198.51.100.0/24');
  });

  it('keeps an IPv6 client at its /64, and anything else as it came', () => {
    expect(signupNetwork('2405:201:4001:9a3c::1')).toBe('2405:201:4001:9a3c::/64');
    expect(signupNetwork('unknown')).toBe('unknown');
  });
});
