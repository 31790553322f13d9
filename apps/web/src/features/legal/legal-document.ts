import { type LegalSlug, legalSlugs } from '@/lib/route-table/landing-routes';

export type LegalSection = { heading: string; paragraphs: string[]; bullets?: string[] };

export type LegalDocument = {
  title: string;
  summary: string;
  /** ISO date of the last update, for example 2026-11-22. */
  updated: string;
  sections: LegalSection[];
};

export type LocalizedLegalDocument = { en: LegalDocument; fr: LegalDocument };

export function isLegalSlug(value: string): value is LegalSlug {
  return (legalSlugs as readonly string[]).includes(value);
}
