import { buildApp } from '../app';
import { loadConfig } from '../config';
import { DEMO_PASSWORD, seedDemoAccounts } from './demo-accounts';

const built = await buildApp({ ...loadConfig(), logLevel: 'warn' }, { serveWebApp: false });
try {
  for (const { email, role, created } of await seedDemoAccounts(built.services.auth)) {
    console.log(
      `${created ? 'created' : 'exists '}  ${role.padEnd(7)}  ${email}  password: ${DEMO_PASSWORD}`,
    );
  }
} finally {
  await built.close();
}
