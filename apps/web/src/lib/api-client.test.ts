import { walletAdminEndpoints, walletEndpoints } from '@betogether/contracts/wallet/wallet.endpoints';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api, call, endpointUrl, onTokenRefused } from './api-client';

const jsonResponse = (body: unknown, status = 200, contentType = 'application/json') =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': contentType } });

let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;

function lastRequest(): { url: string; init: RequestInit; headers: Headers } {
  const call = fetchMock.mock.calls.at(-1);
  if (!call) throw new Error('fetch was not called');
  const init = call[1] ?? {};
  return { url: String(call[0]), init, headers: new Headers(init.headers) };
}

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

beforeEach(() => {
  localStorage.clear();
  fetchMock = vi.fn<typeof fetch>(async () => jsonResponse({ ok: true }));
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('api: Authorization header', () => {
  it('sends "Authorization: Token <token>" when a token is stored', async () => {
    localStorage.setItem('token', 'abc123');
    await api('/api/notifications');
    expect(lastRequest().headers.get('Authorization')).toBe('Token abc123');
  });

  it('sends no Authorization header without a token', async () => {
    await api('/api/notifications');
    expect(lastRequest().headers.has('Authorization')).toBe(false);
  });

  it('reads the token at each call, so sign-in and sign-out take effect at once', async () => {
    await api('/a');
    expect(lastRequest().headers.has('Authorization')).toBe(false);
    localStorage.setItem('token', 'fresh');
    await api('/b');
    expect(lastRequest().headers.get('Authorization')).toBe('Token fresh');
    localStorage.removeItem('token');
    await api('/c');
    expect(lastRequest().headers.has('Authorization')).toBe(false);
  });
});

describe('api: request', () => {
  it('GETs the path with an Accept: application/json header and no body', async () => {
    await api('/api/user-profile/');
    const { url, init, headers } = lastRequest();
    expect(url).toBe('/api/user-profile/');
    expect(init.method).toBe('GET');
    expect(init.body).toBeUndefined();
    expect(headers.get('Accept')).toBe('application/json');
    expect(headers.has('Content-Type')).toBe(false);
  });

  it('sends a body as JSON with its content type', async () => {
    await api('/api/editProfile', { method: 'POST', body: { bio: 'Hello' } });
    const { init, headers } = lastRequest();
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"bio":"Hello"}');
    expect(headers.get('Content-Type')).toBe('application/json');
  });

  it('sends a money call with its method, path parameters and Idempotency-Key next to the usual headers', async () => {
    localStorage.setItem('token', 'abc123');
    await call(walletAdminEndpoints.reverse, {
      params: { id: 'a/b' },
      body: { reason: 'Duplicate' },
      idempotencyKey: 'key-1',
    });
    const { url, init, headers } = lastRequest();
    expect(url).toBe('/api/admin/transactions/a%2Fb/reverse');
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"reason":"Duplicate"}');
    expect(headers.get('Idempotency-Key')).toBe('key-1');
    expect(headers.get('Authorization')).toBe('Token abc123');
    expect(headers.get('Accept')).toBe('application/json');
    expect(headers.get('Content-Type')).toBe('application/json');
  });

  it('answers a file call with the response itself, unread', async () => {
    fetchMock.mockResolvedValueOnce(
      new Response('a,b\n', { status: 200, headers: { 'content-type': 'text/csv' } }),
    );
    const answer = await call(walletEndpoints.statementCsv, { query: { type: 'purchase' } });
    expect(answer).toBeInstanceOf(Response);
    expect(await answer.text()).toBe('a,b\n');
    expect(lastRequest().url).toBe('/api/wallet/statement.csv?type=purchase');
  });

  it('answers the parsed JSON body', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse({ success: true, data: { n: 1 } }));
    await expect(api('/x')).resolves.toEqual({ success: true, data: { n: 1 } });
  });

  it('answers undefined on 204 No Content', async () => {
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 204 }));
    await expect(api('/x', { method: 'DELETE' })).resolves.toBeUndefined();
  });
});

describe('api: errors', () => {
  it('parses a problem+json answer into an ApiError with status, code and field errors', async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse(
        {
          type: 'about:blank',
          title: 'Validation failed',
          status: 422,
          code: 'VALIDATION',
          requestId: 'req-1',
          errors: [
            { field: 'email', message: 'Enter a valid email', code: 'invalid' },
            { field: 'firstName', message: 'Required', code: 'required' },
          ],
        },
        422,
        'application/problem+json',
      ),
    );
    const error = await rejection(api('/api/auth/register', { method: 'POST', body: {} }));
    expect(error.status).toBe(422);
    expect(error.code).toBe('VALIDATION');
    expect(error.message).toBe('Validation failed');
    expect(error.fieldErrors()).toEqual({ email: 'Enter a valid email', firstName: 'Required' });
    expect(error.problem?.requestId).toBe('req-1');
  });

  it('gives no field errors when the problem lists none', async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse(
        { type: 'about:blank', title: 'Unauthorized', status: 401, code: 'UNAUTHENTICATED', requestId: 'r' },
        401,
        'application/problem+json',
      ),
    );
    const error = await rejection(api('/api/user-profile/'));
    expect(error.status).toBe(401);
    expect(error.code).toBe('UNAUTHENTICATED');
    expect(error.fieldErrors()).toEqual({});
  });

  it('keeps the status with code UNKNOWN when the error body is not JSON', async () => {
    fetchMock.mockResolvedValueOnce(new Response('<h1>Bad gateway</h1>', { status: 502 }));
    const error = await rejection(api('/x'));
    expect(error.status).toBe(502);
    expect(error.problem).toBeNull();
    expect(error.code).toBe('UNKNOWN');
    expect(error.message).toBe('HTTP 502');
  });

  it('maps a network failure to status 0 and code NETWORK', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const error = await rejection(api('/x'));
    expect(error.status).toBe(0);
    expect(error.code).toBe('NETWORK');
    expect(error.problem).toBeNull();
    expect(error.fieldErrors()).toEqual({});
  });

  it('lets an abort through as it is', async () => {
    const abort = new DOMException('The operation was aborted.', 'AbortError');
    fetchMock.mockRejectedValueOnce(abort);
    await expect(api('/x', { signal: new AbortController().signal })).rejects.toBe(abort);
  });
});

describe('api: answer', () => {
  it('answers the JSON body as the server sent it, without parsing it again in the browser', async () => {
    const body = { id: 1, name: 'Ada', extra: true };
    fetchMock.mockResolvedValueOnce(jsonResponse(body));
    await expect(api<{ id: number; name: string }>('/x')).resolves.toEqual(body);
  });
});

describe('endpointUrl', () => {
  it('fills the path parameters, percent-encoded, and leaves empty query values out', () => {
    expect(endpointUrl(walletAdminEndpoints.transaction, { params: { id: 'x y' } })).toBe(
      '/api/admin/transactions/x%20y',
    );
    expect(
      endpointUrl(walletAdminEndpoints.transactions, {
        query: { member: 'a@b.fr', type: '', minCoins: undefined, limit: 25 },
      }),
    ).toBe('/api/admin/transactions?member=a%40b.fr&limit=25');
    expect(endpointUrl(walletEndpoints.balance)).toBe('/api/wallet/balance');
  });

  it('refuses to build a path with a parameter missing', () => {
    expect(() => endpointUrl(walletAdminEndpoints.transaction, { params: {} })).toThrow(/missing id/);
  });
});

describe('onTokenRefused: a session that ended elsewhere', () => {
  const problem401 = (code: string) =>
    jsonResponse(
      { type: 'about:blank', title: 'Unauthorized', status: 401, code, requestId: 'r' },
      401,
      'application/problem+json',
    );

  function listen() {
    const refused = vi.fn<(token: string) => void>();
    const stop = onTokenRefused(refused);
    return { refused, stop };
  }

  it('tells the listeners which token the server refused (UNAUTHENTICATED)', async () => {
    const { refused, stop } = listen();
    localStorage.setItem('token', 'revoked');
    fetchMock.mockResolvedValueOnce(problem401('UNAUTHENTICATED'));
    await rejection(api('/api/notifications'));
    expect(refused).toHaveBeenCalledExactlyOnceWith('revoked');
    stop();
  });

  it('says nothing for a 401 about the input (a wrong password) or a call made without a token', async () => {
    const { refused, stop } = listen();
    localStorage.setItem('token', 'fine');
    fetchMock.mockResolvedValueOnce(problem401('INVALID_CREDENTIALS'));
    await rejection(api('/api/auth/two-factor'));
    localStorage.removeItem('token');
    fetchMock.mockResolvedValueOnce(problem401('UNAUTHENTICATED'));
    await rejection(api('/api/notifications'));
    fetchMock.mockResolvedValueOnce(problem401('FORBIDDEN'));
    await rejection(api('/api/admin'));
    expect(refused).not.toHaveBeenCalled();
    stop();
  });

  it('stops telling a listener once it unsubscribed', async () => {
    const { refused, stop } = listen();
    stop();
    localStorage.setItem('token', 'revoked');
    fetchMock.mockResolvedValueOnce(problem401('UNAUTHENTICATED'));
    await rejection(api('/api/notifications'));
    expect(refused).not.toHaveBeenCalled();
  });
});
