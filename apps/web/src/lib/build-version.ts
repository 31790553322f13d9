import type { BuildVersion } from '@betogether/contracts/system/system.schemas';

/** How often the app checks for a new build (spec §4: a timer; the interval is ours). */
export const VERSION_CHECK_INTERVAL_MS = 5 * 60_000;

/** Answers the deployed build's version, or null when it cannot be read (offline, dev server). */
export async function fetchDeployedVersion(fetcher: typeof fetch = fetch): Promise<string | null> {
  try {
    const response = await fetcher('/version.json', { cache: 'no-store' });
    if (!response.ok) return null;
    const body = (await response.json()) as Partial<BuildVersion> | null;
    return typeof body?.version === 'string' && body.version.length > 0 ? body.version : null;
  } catch {
    return null;
  }
}

export function isNewBuild(running: string, deployed: string | null): boolean {
  return deployed !== null && deployed !== running;
}
