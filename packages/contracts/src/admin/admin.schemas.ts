import { z } from 'zod';

export const adminOverviewSchema = z.object({
  members: z.number().int(),
  partners: z.number().int(),
  admins: z.number().int(),
  unverified: z.number().int(),
  signupsLast7Days: z.number().int(),
  activeSessions: z.number().int(),
});
export type AdminOverview = z.infer<typeof adminOverviewSchema>;
