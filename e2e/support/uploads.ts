import { type APIRequestContext, expect } from '@playwright/test';
import { withToken } from './accounts';

/** Waits (up to a minute: a video's transcoding on a slow machine) until the server has made the file ready. */
export async function untilMediaReady(request: APIRequestContext, token: string, mediaId: string) {
  await expect
    .poll(
      async () =>
        (
          (await (await request.get(`/api/media/${mediaId}`, { headers: withToken(token) })).json()) as {
            status: string;
          }
        ).status,
      { timeout: 60_000 },
    )
    .toBe('ready');
}
