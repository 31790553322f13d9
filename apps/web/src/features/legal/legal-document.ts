export type LegalSection = { heading: string; paragraphs: string[]; bullets?: string[] };

export type LegalDocument = {
  title: string;
  summary: string;
  /** ISO date of the last update, for example 2026-11-22. */
  updated: string;
  sections: LegalSection[];
};

export type LocalizedLegalDocument = { en: LegalDocument; fr: LegalDocument };

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

export function isLegalSlug(value: string): value is LegalSlug {
  return (legalSlugs as readonly string[]).includes(value);
}
