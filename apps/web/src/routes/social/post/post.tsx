import { useParams, useSearchParams } from 'react-router';
import { PostPage } from '@/features/posts/post-page/post-page';

export function PostRoute() {
  const { feedId = '' } = useParams();
  const [params] = useSearchParams();
  return <PostPage postId={feedId} highlightCommentId={params.get('comment')} />;
}
