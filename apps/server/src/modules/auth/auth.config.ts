import { z } from 'zod';
import { defineConfigSlice } from '../../platform/config-slice';

/** How long a sign-in lasts without signing in again. */
export const authConfig = defineConfigSlice(
  { SESSION_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(60) },
  (e) => ({ sessionTtlDays: e.SESSION_TTL_DAYS }),
);
