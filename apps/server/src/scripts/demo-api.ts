import { CHUNK_CONTENT_TYPE } from '@betogether/contracts/media/media.constants';
import { DEMO_PASSWORD } from './demo-accounts';
import type { DemoHost } from './demo-network';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH';
type Options = { token?: string; body?: object; raw?: Buffer; headers?: Record<string, string> };

/**
 * The seed's device for an account: one per account, so that only its first sign-in asks for an
 * emailed code (a known device signs in at once) and a second run stays within the codes' hourly quota.
 */
export function demoDevice(email: string): string {
  return `demo-seed-${email.replace(/[^A-Za-z0-9]/g, '-')}`.slice(0, 64);
}

/**
 * The public API as the demo scripts use it (app.inject, failing loudly), and signing in a demo
 * account with its emailed code (a new device each time), once the code mail has left.
 */
export function demoApi(host: Pick<DemoHost, 'app' | 'codeFor' | 'drain'>) {
  async function api<T = unknown>(method: Method, url: string, options: Options = {}): Promise<T> {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.authorization = `Token ${options.token}`;
    const payload = options.raw ?? options.body;
    const res = await host.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
    if (res.statusCode >= 400)
      throw new Error(`seed: ${method} ${url} answered ${res.statusCode}: ${res.body.slice(0, 300)}`);
    return (res.body ? res.json() : undefined) as T;
  }

  async function signIn(email: string): Promise<{ token: string; id: string }> {
    type Session = { token: string; user: { id: string } };
    const deviceId = demoDevice(email);
    const login = await api<Partial<Session> & { status: string; challenge?: { challengeId: string } }>(
      'POST',
      '/api/auth/login',
      { body: { identifier: email, password: DEMO_PASSWORD, deviceId } },
    );
    if (login.status === 'authenticated' && login.token && login.user)
      return { token: login.token, id: login.user.id };
    await host.drain();
    const code = await host.codeFor(email);
    const verified = await api<Session>('POST', '/api/auth/login/verify', {
      body: { challengeId: login.challenge?.challengeId, code, deviceId },
    });
    return { token: verified.token, id: verified.user.id };
  }

  /**
   * A video through the resumable upload routes (1 MB chunks), transcoded by the queue before it is
   * answered: its media id.
   */
  async function uploadVideo(
    token: string,
    file: Buffer,
    purpose: 'short-video' | 'task-video',
  ): Promise<string> {
    const session = await api<{ id: string }>('POST', '/api/uploads', {
      token,
      body: { purpose, size: file.length, contentType: 'video/mp4', fileName: 'clip.mp4' },
    });
    let last: { media: { id: string } | null } = { media: null };
    for (let offset = 0; offset < file.length; offset += CHUNK_BYTES) {
      last = await api('PATCH', `/api/uploads/${session.id}`, {
        token,
        raw: file.subarray(offset, offset + CHUNK_BYTES),
        headers: { 'content-type': CHUNK_CONTENT_TYPE, 'upload-offset': String(offset) },
      });
    }
    await host.drain();
    if (!last.media) throw new Error('seed: the upload made no file');
    return last.media.id;
  }

  return { api, signIn, uploadVideo };
}

const CHUNK_BYTES = 1024 * 1024;
