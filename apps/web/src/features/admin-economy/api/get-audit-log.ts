import type { AuditAction } from '@betogether/contracts/audit/audit.constants';
import { auditEndpoints } from '@betogether/contracts/audit/audit.endpoints';
import { useCursorList } from '@/lib/use-cursor-list';
import { adminEconomyKeys } from './admin-economy-keys';

const PAGE_SIZE = 25;

/** What admins did on money, newest first, keyset pages. */
export function useAuditLog(action: AuditAction | '') {
  return useCursorList(
    auditEndpoints.list,
    { query: { limit: PAGE_SIZE, ...(action ? { action } : {}) } },
    { queryKey: adminEconomyKeys.auditLog(action) },
  );
}
