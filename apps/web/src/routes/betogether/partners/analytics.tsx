import { PartnerAnalyticsPage } from '@/features/partner-dashboard/analytics/analytics-page';
import { PartnerGate } from '@/features/partner-tasks/partner-gate';

export function PartnerAnalyticsRoute() {
  return (
    <PartnerGate>
      <PartnerAnalyticsPage />
    </PartnerGate>
  );
}
