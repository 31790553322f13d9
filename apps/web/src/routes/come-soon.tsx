import { ComingSoon } from '@/features/landing/coming-soon';

/** `/come-soon`: the notice as a full page of the landing layout. */
export function ComeSoonRoute() {
  return <ComingSoon variant="page" />;
}

/** The spec's screens that come later render this inside their own (signed-in) layout. */
export function ComingSoonInLayout() {
  return <ComingSoon variant="card" />;
}
