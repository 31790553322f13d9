import { buildApp } from '../app';
import { loadConfig } from '../config';
import { createManualClock } from '../platform/clock';
import { DEMO_PASSWORD, seedDemoAccounts } from './demo-accounts';
import { seedDemoChat } from './demo-chat';
import { seedDemoCoinPacks } from './demo-coin-packs';
import { seedDemoKycAndWithdrawals } from './demo-kyc-withdrawals';
import { type DemoHost, seedDemoNetwork } from './demo-network';
import { seedDemoPayouts } from './demo-payouts';
import { seedDemoShorts } from './demo-shorts';
import { seedDemoStories } from './demo-stories';
import { seedDemoTasks } from './demo-tasks';

/**
 * `npm run seed:demo`: the four demo accounts, coin packs, and a small living network around them
 * with tasks and payout providers (`--minimal` keeps only the accounts and packs). Running it again
 * changes nothing. Refused in production: it creates accounts with a published password.
 */
const minimal = process.argv.includes('--minimal');
const env = process.env;
if (env.NODE_ENV === 'production') {
  console.error(
    'seed:demo refuses to run with NODE_ENV=production: it creates accounts with a published password.',
  );
  process.exit(1);
}
const unlimited = '1000000';
const config = loadConfig({
  ...env,
  // Sign-in codes of the seeded members are read from the outbox, never mailed out.
  SMTP_URL: undefined,
  SANDBOX_WEBHOOK_DELAY_MS: '0',
  RATE_LIMIT_AUTH_PER_MINUTE: unlimited,
  RATE_LIMIT_READ_PER_MINUTE: unlimited,
  RATE_LIMIT_WRITE_PER_MINUTE: unlimited,
  RATE_LIMIT_MONEY_PER_MINUTE: unlimited,
});
const clock = createManualClock(new Date());
const built = await buildApp(
  { ...config, logLevel: 'warn' },
  {
    serveWebApp: false,
    clock,
    paymentWebhookSender: async ({ path, body, headers }) => {
      const res = await built.app.inject({ method: 'POST', url: path, headers, payload: body });
      return { status: res.statusCode };
    },
  },
);
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
  if (!minimal) {
    await built.app.ready();
    const host: DemoHost = {
      app: built.app,
      db: built.database.db,
      auth: built.services.auth,
      clock,
      drain: () => built.settle(),
      async codeFor(email) {
        // Mail leaves after the transaction commits: wait for it a little.
        for (let attempt = 0; attempt < 50; attempt += 1) {
          for (const mail of await built.mailer.outbox(20)) {
            const code = mail.to.includes(email) ? /(\d{6})/.exec(mail.subject)?.[1] : undefined;
            if (code) return code;
          }
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
        throw new Error(`seed: no code mailed to ${email}`);
      },
    };
    const network = await seedDemoNetwork(host);
    console.log(
      network.created
        ? `created  a network of ${network.members} members: ${network.friendships} friendships, ${network.posts} posts, ${network.comments} comments, ${network.reactions} reactions, ${network.purchases} coin purchases`
        : `exists   the network of ${network.members} members (their posts are there)`,
    );
    // Stories last a day: they are added again whenever ana has none live.
    const stories = await seedDemoStories(host);
    console.log(
      stories.created > 0 ? `created  ${stories.created} stories` : 'exists   stories (ana has one live)',
    );
    const shorts = await seedDemoShorts(host);
    console.log(
      shorts.skipped
        ? `skipped  shorts: ${shorts.skipped}`
        : shorts.created > 0
          ? `created  ${shorts.created} shorts`
          : 'exists   shorts (ana’s friends have some)',
    );
    const tasks = await seedDemoTasks(host);
    console.log(
      tasks.created > 0
        ? `created  ${tasks.created} tasks of the demo partner${tasks.video ? '' : ' (no video task: ffmpeg is missing)'}, a completion by ana, proofs and a report by ben`
        : 'exists   tasks (the demo partner has some)',
    );
    const payouts = await seedDemoPayouts(host);
    console.log(
      payouts.created > 0
        ? `created  ${payouts.created} payout providers (mobile money in XOF, SEPA in EUR) and their rates`
        : 'exists   payout providers (the catalogue is not empty)',
    );
    const kyc = await seedDemoKycAndWithdrawals(host);
    console.log(
      kyc.created
        ? `created  ana's approved identity check and ${kyc.withdrawals} withdrawals (one paid, one waiting), ben's check waiting for review`
        : 'exists   identity checks (ana has one)',
    );
    const chat = await seedDemoChat(host);
    console.log(
      chat.created
        ? `created  ${chat.conversations} conversations: ana and ben, a group, a community room (ben moderates), a private room, a question to the partner`
        : `exists   conversations (ana has ${chat.conversations})`,
    );
  }
} finally {
  await built.close();
}
