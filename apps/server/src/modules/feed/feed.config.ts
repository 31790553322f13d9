import { z } from 'zod';
import { defineConfigSlice } from '../../platform/config-slice';

/** How long a home feed page's keys are reused without a change (0: no cache). */
export const feedConfig = defineConfigSlice(
  { FEED_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(60) },
  (e) => ({ cacheSeconds: e.FEED_CACHE_SECONDS }),
);
