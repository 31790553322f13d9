import { describe, expect, it, vi } from 'vitest';
import { fetchDeployedVersion, isNewBuild, VERSION_CHECK_INTERVAL_MS } from './build-version';

function fakeFetch(response: Response | Error) {
  return vi.fn<typeof fetch>(async () => {
    if (response instanceof Error) throw response;
    return response;
  });
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('fetchDeployedVersion', () => {
  it('answers the version from /version.json, bypassing the HTTP cache', async () => {
    const fetcher = fakeFetch(json({ version: '1.4.2+abc123', builtAt: '2025-06-01T12:00:00Z' }));
    await expect(fetchDeployedVersion(fetcher)).resolves.toBe('1.4.2+abc123');
    expect(fetcher).toHaveBeenCalledTimes(1);
    expect(fetcher.mock.calls[0]?.[0]).toBe('/version.json');
    expect(fetcher.mock.calls[0]?.[1]).toMatchObject({ cache: 'no-store' });
  });

  it('answers null on a non-ok answer', async () => {
    await expect(
      fetchDeployedVersion(fakeFetch(json({ version: 'x', builtAt: 'y' }, 404))),
    ).resolves.toBeNull();
    await expect(fetchDeployedVersion(fakeFetch(new Response('oops', { status: 500 })))).resolves.toBeNull();
  });

  it('answers null when fetch throws (offline)', async () => {
    await expect(fetchDeployedVersion(fakeFetch(new TypeError('Failed to fetch')))).resolves.toBeNull();
  });

  it('answers null on malformed JSON', async () => {
    const html = new Response('<!doctype html><html></html>', {
      status: 200,
      headers: { 'content-type': 'text/html' },
    });
    await expect(fetchDeployedVersion(fakeFetch(html))).resolves.toBeNull();
  });

  it('answers null on JSON of the wrong shape', async () => {
    await expect(fetchDeployedVersion(fakeFetch(json({ build: 'abc' })))).resolves.toBeNull();
    await expect(fetchDeployedVersion(fakeFetch(json({ version: 7, builtAt: 'now' })))).resolves.toBeNull();
  });
});

describe('isNewBuild', () => {
  it('is true when the deployed version differs from the running one', () => {
    expect(isNewBuild('1.0.0', '1.0.1')).toBe(true);
  });

  it('is false for the same version', () => {
    expect(isNewBuild('1.0.0', '1.0.0')).toBe(false);
  });

  it('is false when the deployed version is unknown', () => {
    expect(isNewBuild('1.0.0', null)).toBe(false);
  });
});

describe('VERSION_CHECK_INTERVAL_MS', () => {
  it('is a positive whole number of minutes', () => {
    expect(VERSION_CHECK_INTERVAL_MS).toBeGreaterThan(0);
    expect(VERSION_CHECK_INTERVAL_MS % 60_000).toBe(0);
    expect(Number.isInteger(VERSION_CHECK_INTERVAL_MS / 60_000)).toBe(true);
  });
});
