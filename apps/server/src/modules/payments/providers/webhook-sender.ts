import type { AddressInfo } from 'node:net';

type WebhookDelivery = { path: string; body: string; headers: Record<string, string> };
/** Delivers a provider's webhook to our own endpoint and answers its HTTP status. */
export type WebhookSender = (delivery: WebhookDelivery) => Promise<{ status: number }>;

/**
 * The sandbox posts over real HTTP, as a provider would: to this process's own listening socket
 * (loopback when it listens on every interface), or to the public URL before it listens.
 */
export function createHttpWebhookSender(deps: {
  localAddress: () => AddressInfo | string | null;
  publicUrl: string;
}): WebhookSender {
  return async ({ path, body, headers }) => {
    const response = await fetch(`${baseUrl(deps.localAddress(), deps.publicUrl)}${path}`, {
      method: 'POST',
      headers,
      body,
      redirect: 'manual',
      signal: AbortSignal.timeout(10_000),
    });
    await response.arrayBuffer();
    return { status: response.status };
  };
}

export function baseUrl(address: AddressInfo | string | null, publicUrl: string): string {
  if (!address || typeof address === 'string') return publicUrl;
  const wildcard = address.address === '0.0.0.0' || address.address === '::';
  const host = wildcard ? '127.0.0.1' : address.address;
  return `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`;
}
