import { mediaEndpoints as e } from '@betogether/contracts/media/media.endpoints';
import type { MediaObject, UploadSession } from '@betogether/contracts/media/media.schemas';

/**
 * For tests: the upload protocol of media.constants.ts answered in memory, as a `fetchImpl`. Faults
 * are queued per method and hit the next matching request (after `skip` normal ones).
 */
export type Fault =
  | { status: number; code?: string; headers?: Record<string, string> }
  | { network: true }
  /** Keeps the first `bytes` of the chunk, then the connection drops. */
  | { dropAfter: number }
  /** Never answers until the request is aborted; `onHang` runs when it arrives. */
  | { hang: true; onHang?: () => void }
  /** The server lost what it held past `offset` before this request arrives. */
  | { rewindTo: number };

export type ReceivedRequest = { method: string; path: string; headers: Headers; body: Uint8Array | null };

type Session = {
  id: string;
  purpose: UploadSession['purpose'];
  type: string;
  bytes: Uint8Array;
  offset: number;
};

const problem = (status: number, code: string, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify({ type: 'about:blank', title: code, status, code, requestId: 'r1' }), {
    status,
    headers: { 'content-type': 'application/problem+json', ...headers },
  });

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

async function bytesOf(body: BodyInit | null | undefined): Promise<Uint8Array | null> {
  if (body instanceof Blob) return new Uint8Array(await body.arrayBuffer());
  if (typeof body === 'string') return new TextEncoder().encode(body);
  return null;
}

/** Where two byte arrays first differ, -1 when equal (toEqual on 40 MiB takes too long). */
export function firstDifference(a: Uint8Array, b: Uint8Array): number {
  const length = Math.min(a.length, b.length);
  for (let i = 0; i < length; i += 1) if (a[i] !== b[i]) return i;
  return a.length === b.length ? -1 : length;
}

export class FakeUploadServer {
  readonly requests: ReceivedRequest[] = [];
  readonly sessions = new Map<string, Session & { status: UploadSession['status'] }>();
  /** The body of the last single-request upload. */
  singleBody: Uint8Array | null = null;
  mediaStatus: MediaObject['status'] = 'ready';
  private faults: { method: string; skip: number; fault: Fault }[] = [];

  fail(method: string, fault: Fault, skip = 0): void {
    this.faults.push({ method, skip, fault });
  }

  /** The bytes the server holds for the only session. */
  received(): Uint8Array {
    const [session] = this.sessions.values();
    if (!session) throw new Error('no upload session');
    return session.bytes.slice(0, session.offset);
  }

  fetch: typeof fetch = async (input, init = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init.method ?? 'GET';
    const body = await bytesOf(init.body);
    this.requests.push({
      method,
      path: `${url.pathname}${url.search}`,
      headers: new Headers(init.headers),
      body,
    });
    const index = this.faults.findIndex((f) => f.method === method);
    const entry = this.faults[index];
    if (entry && entry.skip > 0) entry.skip -= 1;
    else if (entry) {
      this.faults.splice(index, 1);
      const answer = await this.fault(entry.fault, url.pathname, body, init.signal);
      if (answer) return answer;
    }
    return this.answer(method, url, new Headers(init.headers), body);
  };

  private async fault(fault: Fault, path: string, body: Uint8Array | null, signal?: AbortSignal | null) {
    if ('status' in fault) return problem(fault.status, fault.code ?? `HTTP_${fault.status}`, fault.headers);
    if ('network' in fault) throw new TypeError('Failed to fetch');
    if ('hang' in fault) {
      return new Promise<Response>((_, reject) => {
        signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
        fault.onHang?.();
      });
    }
    const session = this.sessions.get(path.split('/').at(-1) ?? '');
    if (!session) throw new Error('fault on a path without a session');
    if ('rewindTo' in fault) {
      session.offset = fault.rewindTo;
      return null;
    }
    this.store(session, (body ?? new Uint8Array()).subarray(0, fault.dropAfter));
    throw new TypeError('Failed to fetch');
  }

  private store(session: Session & { status: UploadSession['status'] }, chunk: Uint8Array) {
    session.bytes.set(chunk, session.offset);
    session.offset += chunk.length;
    if (session.offset === session.bytes.length) session.status = 'complete';
  }

  private media(type: string, size: number): MediaObject {
    return {
      id: '11111111-1111-4111-8111-111111111111',
      purpose: 'post-media',
      status: this.mediaStatus,
      failureReason: null,
      contentType: type,
      size,
      width: null,
      height: null,
      blurhash: null,
      url: null,
      variants: [],
      video: null,
      progress: null,
      createdAt: '2025-01-01T00:00:00.000Z',
    };
  }

  private view(s: Session & { status: UploadSession['status'] }): UploadSession {
    const complete = s.status === 'complete';
    const media = complete ? { ...this.media(s.type, s.bytes.length), purpose: s.purpose } : null;
    const expiresAt = '2025-01-02T00:00:00.000Z';
    return {
      id: s.id,
      purpose: s.purpose,
      size: s.bytes.length,
      offset: s.offset,
      status: s.status,
      expiresAt,
      media,
    };
  }

  private answer(method: string, url: URL, headers: Headers, body: Uint8Array | null): Response {
    if (method === e.uploadWhole.method && url.pathname === e.uploadWhole.path) {
      this.singleBody = body;
      return json(this.media(headers.get('content-type') ?? '', body?.length ?? 0), 201);
    }
    if (method === e.createUpload.method && url.pathname === e.createUpload.path) {
      const asked = JSON.parse(new TextDecoder().decode(body ?? new Uint8Array())) as Record<string, unknown>;
      const id = `00000000-0000-4000-8000-${String(this.sessions.size + 1).padStart(12, '0')}`;
      const session = {
        id,
        purpose: asked.purpose as UploadSession['purpose'],
        type: String(asked.contentType),
        bytes: new Uint8Array(Number(asked.size)),
        offset: 0,
        status: 'uploading' as const,
      };
      this.sessions.set(id, session);
      return json(this.view(session), 201);
    }
    const session = this.sessions.get(url.pathname.split('/').at(-1) ?? '');
    if (!session || session.status === 'aborted') return problem(404, 'UPLOAD_NOT_FOUND');
    if (method === 'PATCH' && session.status === 'complete') return problem(409, 'UPLOAD_COMPLETE');
    const at = { 'upload-offset': String(session.offset), 'upload-length': String(session.bytes.length) };
    if (method === 'HEAD') return new Response(null, { status: 200, headers: at });
    if (method === 'GET') return json(this.view(session));
    if (method === 'DELETE') {
      session.status = 'aborted';
      return new Response(null, { status: 204 });
    }
    if (headers.get('content-type') !== 'application/offset+octet-stream') return problem(415, 'BAD_TYPE');
    if (Number(headers.get('upload-offset')) !== session.offset) {
      return problem(409, 'UPLOAD_OFFSET_MISMATCH', { 'upload-offset': String(session.offset) });
    }
    const chunk = body ?? new Uint8Array();
    if (session.offset + chunk.length > session.bytes.length) return problem(413, 'FILE_TOO_LARGE');
    this.store(session, chunk);
    if (session.status !== 'complete') {
      return new Response(null, { status: 204, headers: { 'upload-offset': String(session.offset) } });
    }
    return json(this.view(session));
  }
}
