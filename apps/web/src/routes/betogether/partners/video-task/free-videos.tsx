import { FreeVideosPage } from '@/features/partner-tasks/free-videos/free-videos-page';
import { PartnerGate } from '@/features/partner-tasks/partner-gate';

/** `/betogether/partners/video-task/free-videos`: the partner's free video tasks. */
export function PartnerFreeVideosRoute() {
  return (
    <PartnerGate>
      <FreeVideosPage />
    </PartnerGate>
  );
}
