import type { z } from 'zod';

/** A bad environment: start-up stops with this message, naming every variable at fault. */
export class ConfigError extends Error {}

/**
 * A module's own configuration: the environment variables it reads (zod, with defaults) and how
 * they become its settings. `read` may throw a ConfigError for rules across variables. The server
 * parses every slice together with its own variables, so one message names every bad value.
 */
/** What a slice may know of the server's own settings (a rule that holds only in production, say). */
export type ConfigSliceContext = { nodeEnv: 'development' | 'test' | 'production' };

export type ConfigSlice<S extends z.ZodRawShape = z.ZodRawShape, T = unknown> = {
  variables: S;
  read(env: z.output<z.ZodObject<S>>, context: ConfigSliceContext): T;
};

export function defineConfigSlice<S extends z.ZodRawShape, T>(
  variables: S,
  read: (env: z.output<z.ZodObject<S>>, context: ConfigSliceContext) => T,
): ConfigSlice<S, T> {
  return { variables, read };
}

export function configError(...lines: string[]): ConfigError {
  return new ConfigError(`Invalid configuration:\n${lines.map((line) => `  ${line}`).join('\n')}`);
}
