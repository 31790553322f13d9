// The schema drizzle-kit reads to generate migrations: every module's tables, listed once.
export * from '../modules/auth/auth.tables';
export * from '../modules/media/media.tables';
export * from '../modules/users/users.tables';
