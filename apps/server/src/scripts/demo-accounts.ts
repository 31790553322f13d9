import type { AuthService } from '../modules/auth/auth.service';

/** Demo accounts of `npm run seed:demo`; the README lists them. */
export const DEMO_PASSWORD = 'together-demo-2026';

const accounts = [
  { email: 'admin@betogether.local', username: 'admin', role: 'admin', firstName: 'Alex', lastName: 'Admin' },
  {
    email: 'partner@betogether.local',
    username: 'partner',
    role: 'partner',
    firstName: 'Paula',
    lastName: 'Partner',
  },
  { email: 'ana@betogether.local', username: 'ana', role: 'member', firstName: 'Ana', lastName: 'Silva' },
  { email: 'ben@betogether.local', username: 'ben', role: 'member', firstName: 'Ben', lastName: 'Martin' },
] as const;

/** Creates what is missing and changes nothing that exists: running it twice is harmless. */
export async function seedDemoAccounts(auth: Pick<AuthService, 'ensureAccount'>) {
  const report: Array<{ email: string; role: string; created: boolean }> = [];
  for (const account of accounts) {
    const { created } = await auth.ensureAccount({
      ...account,
      password: DEMO_PASSWORD,
      country: 'FR',
      birthDate: '1995-04-12',
    });
    report.push({ email: account.email, role: account.role, created });
  }
  return report;
}
