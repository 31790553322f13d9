import { ReportDialog } from '@/ui/report-dialog';
import { reportComment, reportPost } from '../api/report-post';

/** Report a post to the moderators (the shared report dialog). */
export function ReportPostDialog({
  postId,
  open,
  onClose,
}: {
  postId: string;
  open: boolean;
  onClose: () => void;
}) {
  return <ReportDialog kind="post" open={open} onClose={onClose} send={reportPost(postId)} />;
}

/** Report a comment or a reply to the moderators. */
export function ReportCommentDialog({
  commentId,
  open,
  onClose,
}: {
  commentId: string;
  open: boolean;
  onClose: () => void;
}) {
  return <ReportDialog kind="comment" open={open} onClose={onClose} send={reportComment(commentId)} />;
}
