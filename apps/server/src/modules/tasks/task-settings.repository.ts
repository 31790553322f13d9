import { defaultTaskSettings } from '@betogether/contracts/tasks/tasks.constants';
import type { TaskSettings } from '@betogether/contracts/tasks/tasks.schemas';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { taskSettings } from './tasks.tables';

/** The admins' settings, or the defaults until they saved some. */
export async function readSettings(db: Executor): Promise<TaskSettings> {
  const [row] = await db.select().from(taskSettings).where(eq(taskSettings.id, 1)).limit(1);
  if (!row) return { ...defaultTaskSettings };
  return {
    feePercent: row.feePercent,
    dailyCapCoins: row.dailyCapCoins,
    minRewardCoins: row.minRewardCoins,
    approvalsRequired: row.approvalsRequired,
  };
}

export async function saveSettings(tx: Executor, values: TaskSettings, adminId: string, at: Date) {
  await tx
    .insert(taskSettings)
    .values({ id: 1, ...values, updatedAt: at, updatedBy: adminId })
    .onConflictDoUpdate({
      target: taskSettings.id,
      set: { ...values, updatedAt: sql`excluded.updated_at`, updatedBy: adminId },
    });
}
