import { partnerTasksEndpoints } from '@betogether/contracts/tasks/partner-tasks.endpoints';
import { call } from '@/lib/api-client';
import { downloadFile } from '@/lib/download-file';
import type { AnalyticsRange } from './get-analytics';

/** One line per task and day of the range, saved as a CSV file (the server's name wins). */
export function exportAnalyticsCsv(query: AnalyticsRange): Promise<string> {
  return downloadFile(
    call(partnerTasksEndpoints.analyticsCsv, { query }),
    `betogether-analytics-${query.from}-${query.to}.csv`,
  );
}
