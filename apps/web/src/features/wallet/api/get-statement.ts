import type { StatementPage } from '@betogether/contracts/wallet/wallet.schemas';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { downloadFile } from '@/lib/download-file';
import { rangeIsReversed, type StatementFilters, statementQuery } from './statement-filters';
import { walletKeys } from './wallet-keys';

const PAGE_SIZE = 25;

/** `GET /api/wallet/statement`: every transaction with its running balance, newest first, keyset pages. */
export function useStatement(filters: StatementFilters) {
  return useInfiniteQuery({
    queryKey: walletKeys.statement(filters),
    queryFn: ({ pageParam, signal }) =>
      api<StatementPage>(
        `/api/wallet/statement?${statementQuery(filters, { limit: PAGE_SIZE, cursor: pageParam })}`,
        { signal },
      ),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled: !rangeIsReversed(filters),
  });
}

/** `GET /api/wallet/statement.csv`: the whole statement for these filters, saved as a file. */
export function downloadStatementCsv(filters: StatementFilters): Promise<string> {
  const query = statementQuery(filters).toString();
  return downloadFile(`/api/wallet/statement.csv${query ? `?${query}` : ''}`, 'betogether-statement.csv');
}
