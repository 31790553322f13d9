import { vi } from 'vitest';

type Handler = ((this: XMLHttpRequest, event: ProgressEvent) => void) | null;

/**
 * An XMLHttpRequest as the photo uploads use it, for screens tests: `progress()` moves the upload
 * bar, `finish()` hands the request to `fetch` (the test's `fakeApi()`, which checks it against its
 * declaration and answers it) and delivers that answer. With `hold: false` every request finishes
 * at once.
 */
export class FakeXhr {
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: Document | XMLHttpRequestBodyInit | null = null;
  status = 0;
  responseText = '';
  aborted = false;
  upload: { onprogress: Handler } = { onprogress: null };
  onload: Handler = null;
  onerror: Handler = null;
  ontimeout: Handler = null;
  onabort: Handler = null;

  constructor(
    private readonly sent: FakeXhr[],
    private readonly hold: boolean,
  ) {}

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string) {
    this.headers[name.toLowerCase()] = value;
  }

  send(body: Document | XMLHttpRequestBodyInit | null = null) {
    this.body = body;
    this.sent.push(this);
    if (!this.hold) void this.finish();
  }

  abort() {
    this.aborted = true;
    this.fire(this.onabort);
  }

  /** The browser reports `loaded` of `total` bytes sent. */
  progress(loaded: number, total: number) {
    this.upload.onprogress?.call(
      this as unknown as XMLHttpRequest,
      {
        lengthComputable: true,
        loaded,
        total,
      } as ProgressEvent,
    );
  }

  /** The request reaches the fake API; its answer comes back as the browser would deliver it. */
  async finish() {
    let response: Response;
    try {
      response = await fetch(this.url, {
        method: this.method,
        headers: this.headers,
        body: this.body as BodyInit | null,
      });
    } catch {
      this.fire(this.onerror);
      return;
    }
    const text = await response.text();
    if (this.aborted) return;
    this.status = response.status;
    this.responseText = text;
    this.fire(this.onload);
  }

  private fire(handler: Handler) {
    handler?.call(this as unknown as XMLHttpRequest, {} as ProgressEvent);
  }
}

/** Replaces XMLHttpRequest for the test (undone by `vi.unstubAllGlobals()`); answers what was sent. */
export function fakeXhr({ hold = false }: { hold?: boolean } = {}): FakeXhr[] {
  const sent: FakeXhr[] = [];
  vi.stubGlobal(
    'XMLHttpRequest',
    class extends FakeXhr {
      constructor() {
        super(sent, hold);
      }
    },
  );
  return sent;
}
