import { withdrawalsAdminEndpoints } from '@betogether/contracts/withdrawals/withdrawals.endpoints';
import { call } from '@/lib/api-client';
import { downloadFile } from '@/lib/download-file';

/**
 * Every withdrawal matching the list's filters, saved as a CSV file (fetched with the token: a plain
 * link would carry none). Answers the saved file's name.
 */
export function exportWithdrawalsCsv(query: Record<string, string>): Promise<string> {
  const day = new Date().toISOString().slice(0, 10);
  return downloadFile(call(withdrawalsAdminEndpoints.csv, { query }), `betogether-withdrawals-${day}.csv`);
}
