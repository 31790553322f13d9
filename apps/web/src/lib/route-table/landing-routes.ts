import { type RouteEntry, routesIn } from './route-entry';

const landing = routesIn('landing', 'public');

/**
 * The legal and information pages, one route each (ROUTES.md), named in the style of the spec's two
 * known ones (docs/decisions.md "Legal pages"). The legal feature holds one document per name.
 */
export const legalSlugs = [
  'UserConditionBeTogether',
  'ConfidentialityBeTogether',
  'UserConditionSocial',
  'UserConditionChat',
  'ConfidentialityChat',
  'Cookies',
  'Community',
  'GroupEventPagePolicy',
  'RoadMap',
  'PiecesConditions',
] as const;

export type LegalSlug = (typeof legalSlugs)[number];

export type LegalRouteName = `legal${LegalSlug}`;

export function legalRouteName<S extends LegalSlug>(slug: S): `legal${S}` {
  return `legal${slug}`;
}

/** One value for each legal page, keyed by its route's name. */
function perLegalRoute<T>(valueFor: (slug: LegalSlug) => T): Record<LegalRouteName, T> {
  return Object.fromEntries(legalSlugs.map((slug) => [legalRouteName(slug), valueFor(slug)])) as Record<
    LegalRouteName,
    T
  >;
}

type LegalRoutes = { [S in LegalSlug as `legal${S}`]: RouteEntry & { path: `/landingpage/${S}` } };

export const landingRoutes = {
  landing: landing('/', 'landing#LandingRoute'),
  comingSoon: landing('/come-soon', 'come-soon#ComeSoonRoute'),
  ...(perLegalRoute((slug) =>
    landing(`/landingpage/${slug}`, 'landingpage/legal#LegalRoute'),
  ) as LegalRoutes),
};
