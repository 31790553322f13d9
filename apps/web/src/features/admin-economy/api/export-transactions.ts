import { downloadFile } from '@/lib/download-file';
import { queryString } from '../transactions/transaction-filters';

/** `GET /api/admin/transactions.csv` with the list's filters: every matching transaction. */
export function exportTransactionsCsv(query: Record<string, string>): Promise<string> {
  const day = new Date().toISOString().slice(0, 10);
  return downloadFile(
    `/api/admin/transactions.csv${queryString(query)}`,
    `betogether-transactions-${day}.csv`,
    'text/csv',
  );
}
