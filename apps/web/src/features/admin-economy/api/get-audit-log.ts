import type { AuditAction, AuditLogPage } from '@betogether/contracts/audit/audit.schemas';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryString } from '../transactions/transaction-filters';
import { adminEconomyKeys } from './admin-economy-keys';

const PAGE_SIZE = 25;

/** `GET /api/admin/audit-log`: what admins did on money, newest first, keyset pages. */
export function useAuditLog(action: AuditAction | '') {
  return useInfiniteQuery({
    queryKey: adminEconomyKeys.auditLog(action),
    queryFn: ({ pageParam, signal }) =>
      api<AuditLogPage>(
        `/api/admin/audit-log${queryString({
          limit: String(PAGE_SIZE),
          ...(action ? { action } : {}),
          ...(pageParam ? { cursor: pageParam } : {}),
        })}`,
        { signal },
      ),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}
