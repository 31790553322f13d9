import type { z } from 'zod';

/** A bad environment: start-up stops with this message, naming every variable at fault. */
export class ConfigError extends Error {}

/**
 * A module's own configuration: the environment variables it reads (zod, with defaults) and how
 * they become its settings. `read` may throw a ConfigError for rules across variables. The server
 * parses every slice together with its own variables, so one message names every bad value.
 */
export type ConfigSlice<S extends z.ZodRawShape = z.ZodRawShape, T = unknown> = {
  variables: S;
  read(env: z.output<z.ZodObject<S>>): T;
};

export function defineConfigSlice<S extends z.ZodRawShape, T>(
  variables: S,
  read: (env: z.output<z.ZodObject<S>>) => T,
): ConfigSlice<S, T> {
  return { variables, read };
}

export function configError(...lines: string[]): ConfigError {
  return new ConfigError(`Invalid configuration:\n${lines.map((line) => `  ${line}`).join('\n')}`);
}
