import { shortFeeds } from '@betogether/contracts/shorts/shorts.constants';
import { useEffect } from 'react';
import { defineUrlFilters, oneOf, useUrlFilters } from '@/lib/url-filters';
import { useTranslation } from '@/lib/use-translation';
import { TabBar } from '@/ui/tab-bar';
import { useShortFeed } from '../api/get-short-feed';
import { ShortPlayer } from '../player/short-player';
import { PlayerFrame } from './player-frame';
import { PlayerEmpty, PlayerError, PlayerSkeleton } from './player-states';
import { ShortsHeader } from './shorts-header';

/** The feed in the address (`?feed=following`), so Back and a reload keep it; For You by default. */
const shortsAddress = defineUrlFilters({ feed: oneOf(shortFeeds) }, { feed: 'for-you' });

/** /social/short/view: the vertical player over For You or Following. */
export function ShortsPage() {
  const { t } = useTranslation('shorts');
  const [address, setAddress] = useUrlFilters(shortsAddress);
  const feed = address.feed;
  const query = useShortFeed(feed);
  const shorts = query.data?.pages.flatMap((page) => page.items) ?? [];

  useEffect(() => {
    document.title = `${t('title')} · BeTogether`;
  }, [t]);

  const tabs = (
    <TabBar
      value={feed}
      onChange={(next) => setAddress({ feed: next }, { replace: true })}
      label={t('tabs.label')}
      items={[
        { value: 'for-you', label: t('tabs.forYou') },
        { value: 'following', label: t('tabs.following') },
      ]}
      sx={{ maxWidth: 320 }}
    />
  );

  return (
    <PlayerFrame header={<ShortsHeader tabs={tabs} />}>
      {query.isPending ? (
        <PlayerSkeleton />
      ) : query.isError && !query.data ? (
        <PlayerError error={query.error} onRetry={() => void query.refetch()} />
      ) : shorts.length === 0 ? (
        <PlayerEmpty
          title={t(feed === 'following' ? 'empty.followingTitle' : 'empty.forYouTitle')}
          body={t(feed === 'following' ? 'empty.followingBody' : 'empty.forYouBody')}
        />
      ) : (
        // A new list starts at its first short.
        <ShortPlayer
          key={feed}
          shorts={shorts}
          paging={query}
          label={t(`tabs.${feed === 'following' ? 'following' : 'forYou'}`)}
        />
      )}
    </PlayerFrame>
  );
}
