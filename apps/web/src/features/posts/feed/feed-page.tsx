import type { PostPage } from '@betogether/contracts/posts/posts.schemas';
import GroupAddOutlined from '@mui/icons-material/GroupAddOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { type InfiniteData, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useServerEvent } from '@/lib/realtime';
import { paths } from '@/lib/route-table/route-table';
import { useSession } from '@/lib/session';
import { defineUrlFilters, oneOf, useUrlFilters } from '@/lib/url-filters';
import { useTranslation } from '@/lib/use-translation';
import { TabBar } from '@/ui/tab-bar';
import { visuallyHidden } from '@/ui/visually-hidden';
import { useFeed } from '../api/get-post-list';
import { cachedPost } from '../api/post-cache';
import { postKeys } from '../api/post-keys';
import { PostComposer } from '../composer/post-composer';
import { NewPostsPill } from './new-posts-pill';
import { PostList } from './post-list';
import { SavedPosts } from './saved-posts';

const views = ['feed', 'saved'] as const;

/** The open view (`?view=saved`), so Back and a reload keep it; the feed when it says none. */
const feedAddress = defineUrlFilters({ view: oneOf(views) }, { view: 'feed' });

/**
 * /social/feed: the composer and the feed, live (a "new posts" pill), or the saved posts. The
 * choice is in the address (`?view=saved`) so Back and a reload keep it. `stories` (the stories
 * tray, from the route: features do not import each other) sits above the composer.
 */
export function FeedPage({ welcome, stories }: { welcome: ReactNode; stories?: ReactNode }) {
  const { t } = useTranslation('posts');
  const [address, setAddress] = useUrlFilters(feedAddress);
  const view = address.view;

  useEffect(() => {
    document.title = `${t(view === 'saved' ? 'saved.title' : 'feed.title')} · BeTogether`;
  }, [t, view]);

  return (
    <>
      <Typography component="h1" sx={visuallyHidden}>
        {t('feed.title')}
      </Typography>
      <TabBar
        value={view}
        onChange={(next) => setAddress({ view: next }, { replace: true })}
        label={t('feed.views')}
        items={[
          { value: 'feed', label: t('feed.tab') },
          { value: 'saved', label: t('saved.tab') },
        ]}
        sx={{ mb: 2, mx: { xs: 1, sm: 0 } }}
      />
      {view === 'feed' ? (
        <>
          {stories}
          <PostComposer />
          <LiveFeed welcome={welcome} />
        </>
      ) : (
        <SavedPosts />
      )}
    </>
  );
}

function LiveFeed({ welcome }: { welcome: ReactNode }) {
  const { t } = useTranslation('posts');
  const { userData } = useSession();
  const queryClient = useQueryClient();
  const query = useFeed();
  const [incoming, setIncoming] = useState<string[]>([]);

  useServerEvent('feed:new-post', ({ postId, authorId }) => {
    // The viewer's own post is already at the top (added when it was sent).
    if (authorId === userData?.id || cachedPost(queryClient, postId)) return;
    setIncoming((ids) => (ids.includes(postId) ? ids : [...ids, postId]));
  });

  const showNew = () => {
    setIncoming([]);
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
    // Back to the first page only, fetched afresh: the new posts are on it.
    queryClient.setQueryData<InfiniteData<PostPage, string | undefined>>(postKeys.feed(), (data) =>
      data ? { pages: data.pages.slice(0, 1), pageParams: data.pageParams.slice(0, 1) } : data,
    );
    void queryClient.invalidateQueries({ queryKey: postKeys.feed() });
  };

  // Nothing from the circle yet (a newcomer): the invitation to find friends stays above the suggestions.
  const posts = query.data?.pages.flatMap((page) => page.items) ?? [];
  const onlySuggestions = posts.length > 0 && posts.every((post) => post.suggested);

  return (
    <>
      <NewPostsPill count={incoming.length} onShow={showNew} />
      <PostList
        query={query}
        label={t('feed.label')}
        endText={t('feed.end')}
        lead={
          onlySuggestions ? (
            <>
              <FindFriends intro={t('feed.suggestionsIntro')} />
              <Box sx={{ mb: 2 }}>{welcome}</Box>
            </>
          ) : null
        }
        empty={
          <>
            <FindFriends />
            <Box>{welcome}</Box>
          </>
        }
      />
    </>
  );
}

function FindFriends({ intro }: { intro?: string }) {
  const { t } = useTranslation('posts');
  return (
    <Card sx={{ mb: 2 }}>
      <CardContent sx={{ textAlign: 'center', py: 4, px: { xs: 2, sm: 4 } }}>
        <GroupAddOutlined sx={{ fontSize: 48, color: 'primary.main', mb: 1 }} aria-hidden />
        <Typography variant="h4" component="h2" gutterBottom>
          {t('feed.emptyTitle')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t('feed.emptyBody')}
        </Typography>
        <Button variant="contained" component={RouterLink} to={paths.friendSuggestions.href()}>
          {t('feed.findFriends')}
        </Button>
        {intro && (
          <Typography color="text.secondary" sx={{ mt: 2 }}>
            {intro}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}
