import type { availabilityResponseSchema } from '@betogether/contracts/auth/auth.schemas';
import { type Answer, api } from '@/lib/api-client';

export async function isUsernameAvailable(username: string): Promise<boolean> {
  const answer = await api<Answer<typeof availabilityResponseSchema>>(
    `/api/auth/username-availability?username=${encodeURIComponent(username)}`,
  );
  return answer.available;
}
