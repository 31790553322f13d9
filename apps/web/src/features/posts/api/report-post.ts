import { postsEndpoints } from '@betogether/contracts/posts/posts.endpoints';
import type { ReportPostBody } from '@betogether/contracts/posts/posts.schemas';
import { useMutation } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

/** Reports a post: a reason from the list, with optional details. */
export function useReportPost(id: string) {
  return useMutation({
    mutationFn: (body: ReportPostBody) => call(postsEndpoints.report, { params: { id }, body }),
  });
}
