import type { ProofBody } from '@betogether/contracts/tasks/task-play.schemas';
import { tasksEndpoints } from '@betogether/contracts/tasks/tasks.endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { taskKeys } from './task-keys';

/** A special task's proof: the attempt waits for a reviewer (`pending`), then pays once approved. */
export function useSubmitProof(taskId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProofBody) => call(tasksEndpoints.submitProof, { params: { taskId }, body }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: taskKeys.all }),
  });
}
