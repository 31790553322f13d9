import { randomBytes } from 'node:crypto';

export async function json(response: Response) {
  if (!response.ok) throw new Error(`${response.status} ${await response.text()}`);
  return response.json();
}

/**
 * A new member of the server at `base`, signed up through the API and the outbox like a person
 * would (the server runs with DEV_TOOLS=true): answers the `Authorization` header of its session.
 */
export async function benchMember(base: string): Promise<{ authorization: string }> {
  const id = randomBytes(4).toString('hex');
  const deviceId = `benchdevice${id}xxxxxx`;
  const email = `bench${id}@example.test`;
  const post = (url: string, body: unknown) =>
    fetch(`${base}${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const { challengeId } = await json(
    await post('/api/auth/register', {
      email,
      username: `bench_${id}`,
      password: 'amber-canyon-lighthouse-5',
      firstName: 'Bench',
      lastName: 'Mark',
      birthDate: '1990-01-01',
      country: 'FR',
      acceptTerms: true,
      deviceId,
    }),
  );
  for (let attempt = 0; ; attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    const mail = (await json(await fetch(`${base}/dev/mail.json`))).items.find(
      (m: { to: string }) => m.to === email,
    );
    const code = mail ? /(\d{6})/.exec(mail.subject)?.[1] : undefined;
    if (code) {
      const { token } = await json(await post('/api/auth/verify-email', { challengeId, code, deviceId }));
      return { authorization: `Token ${token}` };
    }
    if (attempt > 50) throw new Error(`no sign-up code for ${email}`);
  }
}
