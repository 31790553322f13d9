import { parseArgs } from 'node:util';
import { buildApp } from '../app';
import { loadConfig } from '../config';

// npm run admin:create -- --email admin@example.com --password '...'
const { values } = parseArgs({ options: { email: { type: 'string' }, password: { type: 'string' } } });
if (!values.email || !values.password || values.password.length < 8) {
  console.error('Usage: npm run admin:create -- --email <email> --password <at least 8 characters>');
  process.exit(2);
}

const built = await buildApp({ ...loadConfig(), logLevel: 'warn' }, { serveWebApp: false });
try {
  const { created, user } = await built.services.auth.ensureAccount({
    email: values.email,
    password: values.password,
    role: 'admin',
  });
  if (!created && user.role !== 'admin') {
    console.error(`${user.email} already has a ${user.role} account; it was not changed.`);
    process.exitCode = 1;
  } else {
    console.log(
      created
        ? `Admin ${user.email} created (username ${user.username}).`
        : `Admin ${user.email} already exists.`,
    );
  }
} finally {
  await built.close();
}
