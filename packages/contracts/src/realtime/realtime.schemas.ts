import type { z } from 'zod';

/**
 * Events the server pushes over Socket.IO, by name, with their payloads. Each feature declares its
 * own in `<feature>.realtime.ts` (zod schemas, and a `declare module` block adding them here), so
 * no central list grows with the domains.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by the features' declaration merging.
export interface ServerEvents {}
export type ServerEventName = keyof ServerEvents;

/** The payload types of a feature's event schemas. */
export type ServerEventPayloads<T extends Record<string, z.ZodType>> = { [K in keyof T]: z.infer<T[K]> };
