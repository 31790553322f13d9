import { buildApp } from '../app';
import { loadConfig } from '../config';
import { DEMO_PASSWORD, seedDemoAccounts } from './demo-accounts';
import { seedDemoCoinPacks } from './demo-coin-packs';

const built = await buildApp({ ...loadConfig(), logLevel: 'warn' }, { serveWebApp: false });
try {
  for (const { email, role, created } of await seedDemoAccounts(built.services.auth)) {
    console.log(
      `${created ? 'created' : 'exists '}  ${role.padEnd(7)}  ${email}  password: ${DEMO_PASSWORD}`,
    );
  }
  const packs = await seedDemoCoinPacks(built.database.db);
  console.log(
    packs.created > 0 ? `created  ${packs.created} coin packs` : 'exists   coin packs (catalogue not empty)',
  );
} finally {
  await built.close();
}
