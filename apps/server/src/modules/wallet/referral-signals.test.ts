import { describe, expect, it } from 'vitest';
import { isDisposableEmail, networkOf } from './referral-signals';

describe('networkOf', () => {
  it('keeps the /24 of an IPv4 address, also when seen through an IPv6 socket', () => {
    expect(networkOf('203.0.113.7')).toBe('203.0.113.0/24');
    expect(networkOf('203.0.113.250')).toBe(networkOf('203.0.113.7'));
    expect(networkOf('::ffff:203.0.113.9')).toBe('203.0.113.0/24');
    expect(networkOf('203.0.114.7')).not.toBe(networkOf('203.0.113.7'));
  });

  it('keeps the /64 of an IPv6 address, however it is written', () => {
    expect(networkOf('2001:db8:0:1::42')).toBe('2001:db8:0:1::/64');
    expect(networkOf('2001:0DB8:0000:0001:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:0:1::/64');
    expect(networkOf('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(networkOf('2001:db8:0:2::42')).not.toBe(networkOf('2001:db8:0:1::42'));
  });

  it('answers null without an address, for something else, and for the machine itself', () => {
    expect(networkOf('127.0.0.1')).toBeNull();
    expect(networkOf('::1')).toBeNull();
    expect(networkOf('::ffff:127.0.0.1')).toBeNull();
    expect(networkOf(null)).toBeNull();
    expect(networkOf('')).toBeNull();
    expect(networkOf('localhost')).toBeNull();
    expect(networkOf('1:2:3')).toBeNull();
  });
});

describe('isDisposableEmail', () => {
  it('knows throwaway-mail domains and their subdomains, in any case', () => {
    expect(isDisposableEmail('bot1@mailinator.com')).toBe(true);
    expect(isDisposableEmail('bot2@YOPMAIL.com')).toBe(true);
    expect(isDisposableEmail('bot3@eu.mailinator.com')).toBe(true);
  });

  it('lets ordinary providers through', () => {
    expect(isDisposableEmail('ana@gmail.com')).toBe(false);
    expect(isDisposableEmail('ana@example.test')).toBe(false);
    expect(isDisposableEmail('ana@orange.fr')).toBe(false);
  });
});
