import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { baseUrl, createHttpWebhookSender } from './webhook-sender';

describe('baseUrl', () => {
  const publicUrl = 'https://betogether.example';
  it('uses loopback when the server listens on every interface', () => {
    expect(baseUrl({ address: '0.0.0.0', family: 'IPv4', port: 3000 }, publicUrl)).toBe(
      'http://127.0.0.1:3000',
    );
    expect(baseUrl({ address: '::', family: 'IPv6', port: 3000 }, publicUrl)).toBe('http://127.0.0.1:3000');
  });
  it('uses the exact address otherwise, with brackets for IPv6', () => {
    expect(baseUrl({ address: '10.0.0.5', family: 'IPv4', port: 8080 }, publicUrl)).toBe(
      'http://10.0.0.5:8080',
    );
    expect(baseUrl({ address: '::1', family: 'IPv6', port: 8080 }, publicUrl)).toBe('http://[::1]:8080');
  });
  it('falls back to the public URL before listening or on a socket path', () => {
    expect(baseUrl(null, publicUrl)).toBe(publicUrl);
    expect(baseUrl('/tmp/app.sock', publicUrl)).toBe(publicUrl);
  });
});

describe('createHttpWebhookSender', () => {
  it('posts the exact body and headers over HTTP and answers the status', async () => {
    const received: Array<{ url?: string; headers: http.IncomingHttpHeaders; body: string }> = [];
    const server = http.createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => {
        body += chunk;
      });
      req.on('end', () => {
        received.push({ url: req.url, headers: req.headers, body });
        res.statusCode = 202;
        res.end('{}');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const send = createHttpWebhookSender({
        localAddress: () => server.address() as AddressInfo,
        publicUrl: 'http://unused.invalid',
      });
      const answer = await send({
        path: '/api/payments/webhooks/sandbox',
        body: '{"a":1}',
        headers: { 'content-type': 'application/json', 'sandbox-signature': 't=1,v1=ab' },
      });
      expect(answer).toEqual({ status: 202 });
      expect(received).toHaveLength(1);
      expect(received[0]).toMatchObject({ url: '/api/payments/webhooks/sandbox', body: '{"a":1}' });
      expect(received[0]?.headers['sandbox-signature']).toBe('t=1,v1=ab');
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
