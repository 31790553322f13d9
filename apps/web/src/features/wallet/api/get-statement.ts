import { walletEndpoints } from '@betogether/contracts/wallet/wallet.endpoints';
import { call } from '@/lib/api-client';
import { downloadFile } from '@/lib/download-file';
import { useCursorList } from '@/lib/use-cursor-list';
import { rangeIsReversed, type StatementFilters, statementQuery } from './statement-filters';
import { walletKeys } from './wallet-keys';

const PAGE_SIZE = 25;

/** Every transaction with its running balance, newest first, keyset pages. */
export function useStatement(filters: StatementFilters) {
  return useCursorList(
    walletEndpoints.statement,
    { query: { ...Object.fromEntries(statementQuery(filters)), limit: PAGE_SIZE } },
    { queryKey: walletKeys.statement(filters), enabled: !rangeIsReversed(filters) },
  );
}

/** The whole statement for these filters, saved as a CSV file. */
export function downloadStatementCsv(filters: StatementFilters): Promise<string> {
  const query = Object.fromEntries(statementQuery(filters));
  return downloadFile(call(walletEndpoints.statementCsv, { query }), 'betogether-statement.csv');
}
