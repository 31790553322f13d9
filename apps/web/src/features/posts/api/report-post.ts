import type { ReportPostBody } from '@betogether/contracts/posts/posts.schemas';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** `POST /api/posts/{id}/report`: a reason from the list, with optional details. */
export function useReportPost(id: string) {
  return useMutation({
    mutationFn: (body: ReportPostBody) =>
      api(`/api/posts/${encodeURIComponent(id)}/report`, { method: 'POST', body }),
  });
}
