import { ProfileSettingsPage } from '@/features/profile/components/profile-settings-page';

export function ShowProfileRoute() {
  return <ProfileSettingsPage />;
}
