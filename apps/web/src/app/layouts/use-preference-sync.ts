import type { Language, Theme } from '@betogether/contracts/users/users.schemas';
import { editProfile } from '@/features/profile/api/edit-profile';
import { session } from '@/lib/session';

/** Language and theme switched in the shell are saved to the profile too, so they follow the member. */
export function usePreferenceSync() {
  const save = (body: { language?: Language; theme?: Theme }) => {
    if (!session.getState().token) return;
    editProfile(body).then(
      (answer) => session.setUser(answer.data.user),
      (error: unknown) => console.error('Could not save the preference', error),
    );
  };
  return {
    saveLanguage: (language: Language) => save({ language }),
    saveTheme: (theme: Theme) => save({ theme }),
  };
}
