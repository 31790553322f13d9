import pg from 'pg';

/** The URL of database `name` on the server of `adminUrl`. */
export function databaseUrlOf(adminUrl: string, name: string) {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function asAdmin(adminUrl: string, statements: string[]) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    for (const statement of statements) await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/** Database `name`, empty (dropped first when it exists, its connections closed). */
export const freshPostgres = (adminUrl: string, name: string) =>
  asAdmin(adminUrl, [`drop database if exists ${name} with (force)`, `create database ${name}`]);

export const dropPostgres = (adminUrl: string, name: string) =>
  asAdmin(adminUrl, [`drop database if exists ${name} with (force)`]);
