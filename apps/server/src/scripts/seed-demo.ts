import { buildApp } from '../app';
import { loadConfig } from '../config';

/** Demo accounts; the README lists them. Running the seed twice changes nothing. */
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

const built = await buildApp({ ...loadConfig(), logLevel: 'warn', webDistDir: '/nonexistent' });
try {
  for (const account of accounts) {
    const { created } = await built.services.auth.ensureAccount({
      ...account,
      password: DEMO_PASSWORD,
      country: 'FR',
      birthDate: '1995-04-12',
    });
    console.log(
      `${created ? 'created' : 'exists '}  ${account.role.padEnd(7)}  ${account.email}  password: ${DEMO_PASSWORD}`,
    );
  }
} finally {
  await built.close();
}
