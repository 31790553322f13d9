import { ModerationPage } from '@/features/moderation/moderation-page';

export function AdminModerationRoute() {
  return <ModerationPage />;
}
