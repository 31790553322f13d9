import type { PartnerTask, TaskInput } from '@betogether/contracts/tasks/tasks.schemas';
import { useState } from 'react';
import { isRetryableError, useIdempotencyKeys } from '@/lib/idempotency-keys';
import { useCreateTask } from '../api/create-task';
import { usePublishTask } from '../api/publish-task';
import { useReplaceTask } from '../api/replace-task';

type Options = {
  /** The draft being edited, null for a new task (the first save creates it). */
  initialTaskId: string | null;
  /** The first save made the draft: the address follows (`?draft=<id>`). */
  onCreated: (task: PartnerTask) => void;
  /** A save or publish failed (also kept in `error` until the next one). */
  onFailure: (error: unknown) => void;
};

/**
 * Save and publish. A save creates the draft once, then rewrites it (PUT). Publishing saves first
 * (the server publishes what it holds), then publishes with an Idempotency-Key: the same key while
 * the same publish is retried after an unknown outcome (network, 5xx), a new one after a definite
 * answer or once the content changed.
 */
export function useTaskActions({ initialTaskId, onCreated, onFailure }: Options) {
  const create = useCreateTask();
  const replace = useReplaceTask();
  const publishTask = usePublishTask();
  const keys = useIdempotencyKeys();
  const [taskId, setTaskId] = useState(initialTaskId);
  const [busy, setBusy] = useState<'save' | 'publish' | null>(null);
  const [error, setError] = useState<unknown>(null);

  const save = async (body: TaskInput): Promise<PartnerTask> => {
    if (taskId) return replace.mutateAsync({ taskId, body });
    const task = await create.mutateAsync(body);
    setTaskId(task.id);
    onCreated(task);
    return task;
  };

  const run = async <T>(kind: 'save' | 'publish', work: () => Promise<T>): Promise<T | null> => {
    if (busy) return null;
    setBusy(kind);
    setError(null);
    try {
      return await work();
    } catch (failure) {
      setError(failure);
      onFailure(failure);
      return null;
    } finally {
      setBusy(null);
    }
  };

  return {
    taskId,
    busy,
    error,
    clearError: () => setError(null),
    saveDraft: (body: TaskInput) => run('save', () => save(body)),
    publish: (body: TaskInput) =>
      run('publish', async () => {
        const draft = await save(body);
        const idempotencyKey = keys.keyFor({ taskId: draft.id, body });
        try {
          const published = await publishTask.mutateAsync({ taskId: draft.id, idempotencyKey });
          keys.settle();
          return published;
        } catch (failure) {
          if (!isRetryableError(failure)) keys.settle();
          throw failure;
        }
      }),
  };
}
