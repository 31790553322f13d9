/** The logging payments services need (Fastify's logger fits; services do not import Fastify). */
export type PaymentsLog = {
  error(details: object, message: string): void;
  warn(details: object, message: string): void;
};
