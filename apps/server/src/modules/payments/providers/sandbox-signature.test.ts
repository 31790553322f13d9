import { describe, expect, it } from 'vitest';
import { signSandboxPayload, verifySandboxSignature } from './sandbox-signature';

const secret = 'a-sandbox-secret-of-at-least-32-characters';
const body = '{"id":"evt_1","type":"paid","providerRef":"sbx_1"}';
const now = new Date('2026-03-01T12:00:00Z');

describe('sandbox webhook signature', () => {
  it('accepts its own signature of the same body', () => {
    const header = signSandboxPayload(secret, body, now);
    expect(header).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect(verifySandboxSignature(secret, Buffer.from(body), header, now)).toBe(true);
  });

  it('refuses another body, another secret, a missing or malformed header', () => {
    const header = signSandboxPayload(secret, body, now);
    expect(verifySandboxSignature(secret, Buffer.from(`${body} `), header, now)).toBe(false);
    expect(verifySandboxSignature(`${secret}x`, Buffer.from(body), header, now)).toBe(false);
    expect(verifySandboxSignature(secret, Buffer.from(body), undefined, now)).toBe(false);
    expect(verifySandboxSignature(secret, Buffer.from(body), 'v1=abc', now)).toBe(false);
    expect(verifySandboxSignature(secret, Buffer.from(body), header.replace(/v1=../, 'v1=zz'), now)).toBe(
      false,
    );
  });

  it('refuses a signature older (or newer) than five minutes', () => {
    const header = signSandboxPayload(secret, body, now);
    const later = (seconds: number) => new Date(now.getTime() + seconds * 1000);
    expect(verifySandboxSignature(secret, Buffer.from(body), header, later(299))).toBe(true);
    expect(verifySandboxSignature(secret, Buffer.from(body), header, later(301))).toBe(false);
    expect(verifySandboxSignature(secret, Buffer.from(body), header, later(-301))).toBe(false);
  });

  it('takes a header with several v1 values when one of them matches (secret rotation)', () => {
    const header = signSandboxPayload(secret, body, now);
    const other = signSandboxPayload('another-secret-of-at-least-32-characters', body, now).split(',')[1];
    expect(verifySandboxSignature(secret, Buffer.from(body), `${header},${other}`, now)).toBe(true);
  });
});
