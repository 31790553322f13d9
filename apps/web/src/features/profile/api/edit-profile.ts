import type { EditProfileBody, editProfileResponseSchema } from '@betogether/contracts/users/users.schemas';
import { useMutation } from '@tanstack/react-query';
import { type Answer, api } from '@/lib/api-client';
import { session } from '@/lib/session';

export function editProfile(body: EditProfileBody) {
  return api<Answer<typeof editProfileResponseSchema>>('/api/editProfile', { method: 'POST', body });
}

/** Spec §7: the answer's `data.user` replaces the cached user. */
export function useEditProfile() {
  return useMutation({
    mutationFn: editProfile,
    onSuccess: (answer) => session.setUser(answer.data.user),
  });
}
