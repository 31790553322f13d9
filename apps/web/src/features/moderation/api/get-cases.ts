import type { CaseStatus, ReportKind } from '@betogether/contracts/moderation/moderation.constants';
import { moderationEndpoints } from '@betogether/contracts/moderation/moderation.endpoints';
import { useCursorList } from '@/lib/use-cursor-list';
import { moderationKeys } from './moderation-keys';

const PAGE_SIZE = 20;

/** The queue: cases of one status (and kind), latest activity first, keyset pages. */
export function useCases(query: { status: CaseStatus; kind?: ReportKind }) {
  return useCursorList(
    moderationEndpoints.queue,
    { query: { ...query, limit: PAGE_SIZE } },
    { queryKey: moderationKeys.cases(query) },
  );
}
