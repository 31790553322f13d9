import { authEndpoints } from '@betogether/contracts/auth/auth.endpoints';
import { call } from '@/lib/api-client';

export async function isUsernameAvailable(username: string): Promise<boolean> {
  const answer = await call(authEndpoints.usernameAvailability, { query: { username } });
  return answer.available;
}
