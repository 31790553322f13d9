// The schema drizzle-kit reads to generate migrations: every module's tables, listed once.
export * from '../modules/audit/audit.tables';
export * from '../modules/auth/auth.tables';
export * from '../modules/friends/friends.tables';
export * from '../modules/media/media.tables';
export * from '../modules/notifications/notifications.tables';
export * from '../modules/payments/payments.tables';
export * from '../modules/posts/posts.tables';
export * from '../modules/search/search.tables';
export * from '../modules/users/users.tables';
export * from '../modules/wallet/wallet.tables';
