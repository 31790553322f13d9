import type { LegalSlug } from '@/lib/route-table/landing-routes';
import type { LocalizedLegalDocument } from './legal-document';

export async function loadLegalDocument(slug: LegalSlug): Promise<LocalizedLegalDocument> {
  switch (slug) {
    case 'UserConditionBeTogether': {
      const module = await import('./documents/user-condition-betogether');
      return module.document;
    }
    case 'ConfidentialityBeTogether': {
      const module = await import('./documents/confidentiality-betogether');
      return module.document;
    }
    case 'UserConditionSocial': {
      const module = await import('./documents/user-condition-social');
      return module.document;
    }
    case 'UserConditionChat': {
      const module = await import('./documents/user-condition-chat');
      return module.document;
    }
    case 'ConfidentialityChat': {
      const module = await import('./documents/confidentiality-chat');
      return module.document;
    }
    case 'Cookies': {
      const module = await import('./documents/cookies');
      return module.document;
    }
    case 'Community': {
      const module = await import('./documents/community');
      return module.document;
    }
    case 'GroupEventPagePolicy': {
      const module = await import('./documents/group-event-page-policy');
      return module.document;
    }
    case 'RoadMap': {
      const module = await import('./documents/road-map');
      return module.document;
    }
    case 'PiecesConditions': {
      const module = await import('./documents/pieces-conditions');
      return module.document;
    }
    default: {
      const unknownSlug: never = slug;
      throw new Error(`Unknown legal document: ${String(unknownSlug)}`);
    }
  }
}
