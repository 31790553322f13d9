import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useSession } from '@/lib/session';
import { useTranslation } from '@/lib/use-translation';
import { AccountTypeSection } from './account-type-section';
import { BlockedPeopleSection } from './blocked-people-section';
import { NotificationsSection } from './notifications-section';
import { PreferencesSection } from './preferences-section';
import { ProfileDetailsForm } from './profile-details-form';
import { ProfileHeader } from './profile-header';
import { SecuritySection } from './security-section';
import { SessionsSection } from './sessions-section';

/** /social/profile/show-profil: the member's own profile and every setting of the account. */
export function ProfileSettingsPage() {
  const { t } = useTranslation('profile');
  const { userData } = useSession();
  const { hash } = useLocation();
  useEffect(() => {
    document.title = `${t('title')} · BeTogether`;
  }, [t]);
  // Links such as the bell's settings button open one section (#notifications).
  useEffect(() => {
    if (hash && userData) document.getElementById(hash.slice(1))?.scrollIntoView();
  }, [hash, userData]);
  if (!userData) return null;
  return (
    <>
      <ProfileHeader user={userData} />
      <ProfileDetailsForm key={userData.id} user={userData} />
      <SecuritySection user={userData} />
      <SessionsSection />
      <PreferencesSection user={userData} />
      <NotificationsSection />
      <BlockedPeopleSection />
      <AccountTypeSection user={userData} />
    </>
  );
}
