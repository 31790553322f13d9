import { z } from 'zod';
import { configError, defineConfigSlice } from '../../platform/config-slice';

/**
 * Identity documents: the master key that wraps each document's own key (32 bytes, base64;
 * generated into `$DATA_DIR/secrets/kyc-master-key` when unset outside production, required in
 * production: losing it loses every document), and how long photos are kept once a decision is
 * final (the decision itself is kept).
 */
export const kycConfig = defineConfigSlice(
  {
    KYC_MASTER_KEY: z
      .string()
      .trim()
      .refine(
        (text) => Buffer.from(text, 'base64').length === 32,
        '32 bytes in base64 (openssl rand -base64 32)',
      )
      .optional(),
    KYC_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(90),
  },
  (e, { nodeEnv }) => {
    if (!e.KYC_MASTER_KEY && nodeEnv === 'production')
      throw configError(
        'KYC_MASTER_KEY: required when NODE_ENV=production (32 bytes in base64; keep a copy: documents cannot be read without it)',
      );
    return { masterKey: e.KYC_MASTER_KEY, retentionDays: e.KYC_RETENTION_DAYS };
  },
);
