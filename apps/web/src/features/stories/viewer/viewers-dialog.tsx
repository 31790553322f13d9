import CloseRounded from '@mui/icons-material/CloseRounded';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { problemMessage } from '@/lib/problem-message';
import { useTranslation } from '@/lib/use-translation';
import { InfiniteListEnd } from '@/ui/infinite-list-end';
import { RowsSkeleton } from '@/ui/list-states';
import { RelativeTime } from '@/ui/relative-time';
import { RetryAlert } from '@/ui/retry-alert';
import { useStoryViewers } from '../api/get-story-viewers';
import { reactionNames } from './viewer-actions';

type Props = { open: boolean; storyId: string; onClose: () => void };

/** Who saw the member's story, newest first, with the reaction each sent and whether they replied. */
export function ViewersDialog({ open, storyId, onClose }: Props) {
  const { t } = useTranslation('stories');
  const id = useId();
  const query = useStoryViewers(storyId, open);
  const viewers = query.data?.pages.flatMap((page) => page.items) ?? [];
  const total = query.data?.pages[0]?.total;

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs" aria-labelledby={`${id}-title`}>
      <DialogTitle id={`${id}-title`} sx={{ pr: 6 }}>
        {total === undefined ? t('viewers.title') : t('viewers.titleCount', { count: total })}
      </DialogTitle>
      <IconButton
        onClick={onClose}
        aria-label={t('viewer.close')}
        sx={{ position: 'absolute', top: 8, right: 8 }}
      >
        <CloseRounded />
      </IconButton>
      <DialogContent dividers sx={{ minHeight: 240, px: 1 }}>
        {query.isPending ? (
          <RowsSkeleton rows={4} label={t('viewers.loading')} />
        ) : query.isError && !query.data ? (
          <RetryAlert
            message={problemMessage(query.error, t, { ns: 'stories' })}
            retryLabel={t('actions.retry')}
            onRetry={() => void query.refetch()}
          />
        ) : viewers.length === 0 ? (
          <Typography color="text.secondary" sx={{ textAlign: 'center', py: 4, px: 2 }}>
            {t('viewers.empty')}
          </Typography>
        ) : (
          <List aria-label={t('viewers.title')}>
            {viewers.map((viewer) => (
              <ListItem key={viewer.person.id}>
                <ListItemAvatar>
                  <Avatar src={viewer.person.avatarUrl ?? undefined} alt="">
                    {viewer.person.displayName.slice(0, 1).toUpperCase()}
                  </Avatar>
                </ListItemAvatar>
                <ListItemText
                  primary={viewer.person.displayName}
                  secondary={
                    <>
                      <RelativeTime value={viewer.viewedAt} />
                      {viewer.replied && ` · ${t('viewers.replied')}`}
                    </>
                  }
                />
                {viewer.reaction && (
                  <Box
                    component="span"
                    role="img"
                    aria-label={t('viewers.reacted', {
                      reaction: t(`reactions.${reactionNames[viewer.reaction]}`),
                    })}
                    sx={{ fontSize: 24, ml: 1 }}
                  >
                    {viewer.reaction}
                  </Box>
                )}
              </ListItem>
            ))}
          </List>
        )}
        <InfiniteListEnd
          query={query}
          problem={(error) => problemMessage(error, t, { ns: 'stories' })}
          retryLabel={t('actions.retry')}
          loadMoreLabel={t('actions.loadMore')}
          rootMargin="0px 0px 200px 0px"
        />
      </DialogContent>
    </Dialog>
  );
}
