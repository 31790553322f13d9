import { kycAdminEndpoints } from '@betogether/contracts/kyc/kyc.endpoints';
import type { KycDetail } from '@betogether/contracts/kyc/kyc.schemas';
import { useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { adminKycKeys } from './admin-kyc-keys';

/** New photo links are asked for this long before the first one expires (they work 5 minutes). */
const LINK_MARGIN_MS = 60_000;
/** Never sooner than this, even when a link is already past (a clock that runs ahead). */
const SOONEST_MS = 5_000;

/** How long until new photo links must be asked for (negative: now), or null when there is no link. */
function untilRenewal(detail: KycDetail | undefined, now: number): number | null {
  const expiries = (detail?.documents ?? []).flatMap((photo) =>
    photo.url && photo.expiresAt ? [Date.parse(photo.expiresAt)] : [],
  );
  return expiries.length === 0 ? null : Math.min(...expiries) - now - LINK_MARGIN_MS;
}

/** When the detail must be asked again for its photo links to keep working, or false (no link). */
export function linksRenewIn(detail: KycDetail | undefined, now: number): number | false {
  const wait = untilRenewal(detail, now);
  return wait === null ? false : Math.max(SOONEST_MS, wait);
}

/**
 * One request for its reviewer. Its photo links are signed for a few minutes: the detail is asked
 * again a minute before they expire while the page is on screen, and at once when the tab comes
 * back after they did.
 */
export function useKycRequest(kycId: string) {
  return useQuery({
    queryKey: adminKycKeys.request(kycId),
    queryFn: ({ signal }) => call(kycAdminEndpoints.detail, { params: { kycId }, signal }),
    refetchInterval: (query) => linksRenewIn(query.state.data, Date.now()),
    // A hidden tab runs no timer: its links may have expired meanwhile.
    refetchOnWindowFocus: (query) =>
      (untilRenewal(query.state.data, Date.now()) ?? 1) <= 0 ? 'always' : false,
  });
}
