import { buildApp } from './app';
import { loadConfig } from './config';
import { DataDirLockedError } from './db/data-dir-lock';
import { ConfigError } from './platform/config-slice';
import { startupNotes } from './startup-notes';

async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(78);
    }
    throw error;
  }

  let built: Awaited<ReturnType<typeof buildApp>>;
  try {
    built = await buildApp(config);
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      console.error(error.message);
      process.exit(75);
    }
    throw error;
  }
  const { app, services } = built;

  if (config.admin) {
    const { created } = await services.auth.ensureAccount({ ...config.admin, role: 'admin' });
    app.log.info(
      { email: config.admin.email, created },
      created ? 'admin account created' : 'admin account present',
    );
  }

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => {
      app.log.error('shutdown took longer than 10 s, exiting');
      process.exit(1);
    }, 10_000);
    force.unref();
    try {
      await built.close();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'error while shutting down');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  for (const note of startupNotes(config)) app.log[note.level](note.details, note.message);
  if (config.processRole === 'worker') {
    // `npm run worker`: the job consumers only, for a busy install's other machines.
    app.log.info(
      `BeTogether worker is running the jobs of ${built.queue.kind} (database: ${built.database.kind})`,
    );
    return;
  }
  await app.listen({ host: config.host, port: config.port });
  app.log.info(`BeTogether is ready on ${config.publicUrl} (database: ${built.database.kind})`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
