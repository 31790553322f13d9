import { PartnerDashboardPage } from '@/features/partner-dashboard/dashboard/dashboard-page';
import { PartnerGate } from '@/features/partner-tasks/partner-gate';

export function PartnerDashboardRoute() {
  return (
    <PartnerGate>
      <PartnerDashboardPage />
    </PartnerGate>
  );
}
