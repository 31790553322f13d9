import { usersEndpoints } from '@betogether/contracts/users/users.endpoints';
import type { EditProfileBody } from '@betogether/contracts/users/users.schemas';
import { useMutation } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { session } from '@/lib/session';

export function editProfile(body: EditProfileBody) {
  return call(usersEndpoints.editProfile, { body });
}

/** Spec §7: the answer's `data.user` replaces the cached user. */
export function useEditProfile() {
  return useMutation({
    mutationFn: editProfile,
    onSuccess: (answer) => session.setUser(answer.data.user),
  });
}
