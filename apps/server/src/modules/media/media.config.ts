import { z } from 'zod';
import { defineConfigSlice } from '../../platform/config-slice';

/** Storage each member may use (files and uploads in progress). */
export const mediaConfig = defineConfigSlice(
  {
    STORAGE_QUOTA_BYTES: z.coerce
      .number()
      .int()
      .min(1)
      .default(2 * 1024 ** 3),
  },
  (e) => ({ storageQuotaBytes: e.STORAGE_QUOTA_BYTES }),
);
