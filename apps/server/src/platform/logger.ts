/** What services log through (Fastify's pino logger in the app, a spy in tests). */
export type Logger = {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
};
