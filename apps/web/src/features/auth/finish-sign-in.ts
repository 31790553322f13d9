import type { User } from '@betogether/contracts/users/users.schemas';
import { useNavigate } from 'react-router';
import { HOME_PATH, safeRedirect } from '@/lib/access-rules';
import { changeLanguage } from '@/lib/i18n';
import { session } from '@/lib/session';
import { storageKeys } from '@/lib/storage-keys';
import { setThemeMode } from '@/lib/theme-mode';
import { uploadKeptAvatar } from './pending-avatar';
import { clearPendingChallenge } from './pending-challenge';

/**
 * Spec §4: after login and a successful profile fetch, go to the kept redirectUrl (then clear it);
 * otherwise to the feed.
 */
export function useFinishSignIn() {
  const navigate = useNavigate();
  return async (token: string, user: User) => {
    clearPendingChallenge();
    session.signIn(token, user);
    void changeLanguage(user.language);
    setThemeMode(user.theme);
    const fresh = await session.loadUser({ force: true });
    uploadKeptAvatar(fresh ?? user);
    const wanted = safeRedirect(sessionStorage.getItem(storageKeys.redirectUrl));
    sessionStorage.removeItem(storageKeys.redirectUrl);
    navigate(fresh && wanted ? wanted : HOME_PATH, { replace: true });
  };
}
