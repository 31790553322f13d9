import { type ReactionType, reactionTypes } from '@betogether/contracts/posts/posts.constants';
import type { ReactionCounts } from '@betogether/contracts/posts/posts.schemas';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import List from '@mui/material/List';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import { useTheme } from '@mui/material/styles';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/lib/route-table/route-table';
import { useTranslation } from '@/lib/use-translation';
import { useReactors } from '../api/get-reactors';
import { PersonAvatar } from '../card/post-header';
import { ClosableDialogTitle } from '../dialogs/closable-dialog-title';
import { ProblemAlert } from '../problem-alert';
import { reactionLook } from './reaction-kinds';

type Props = {
  postId: string;
  counts: ReactionCounts;
  total: number;
  open: boolean;
  onClose: () => void;
};

/** Who reacted: one tab for everyone, one per reaction given, people in pages. */
export function ReactorsDialog({ postId, counts, total, open, onClose }: Props) {
  const { t, i18n } = useTranslation('posts');
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const [tab, setTab] = useState<ReactionType | 'all'>('all');
  const number = new Intl.NumberFormat(i18n.language);
  const types = reactionTypes.filter((type) => counts[type] > 0);

  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="xs"
      aria-labelledby="reactors-title"
    >
      <ClosableDialogTitle id="reactors-title" onClose={onClose}>
        {t('reactions.whoReacted')}
      </ClosableDialogTitle>
      <Tabs
        value={tab}
        onChange={(_event, value: ReactionType | 'all') => setTab(value)}
        variant="scrollable"
        scrollButtons="auto"
        aria-label={t('reactions.byType')}
        sx={{ borderBottom: 1, borderColor: 'divider', px: 1 }}
      >
        <Tab value="all" label={t('reactions.all', { count: total, formatted: number.format(total) })} />
        {types.map((type) => (
          <Tab
            key={type}
            value={type}
            aria-label={t('reactions.tabLabel', { type: t(`reactions.types.${type}`), count: counts[type] })}
            label={
              <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
                <span aria-hidden>{reactionLook[type].emoji}</span>
                {number.format(counts[type])}
              </Box>
            }
            sx={{ minWidth: 64 }}
          />
        ))}
      </Tabs>
      <DialogContent sx={{ px: 1, minHeight: 320 }}>
        {open && <ReactorList key={tab} postId={postId} type={tab} />}
      </DialogContent>
    </Dialog>
  );
}

function ReactorList({ postId, type }: { postId: string; type: ReactionType | 'all' }) {
  const { t } = useTranslation('posts');
  const query = useReactors(postId, type, true);
  if (query.isPending) {
    return (
      <List aria-busy="true">
        {[0, 1, 2, 3].map((i) => (
          <Box key={i} sx={{ display: 'flex', alignItems: 'center', gap: 2, px: 2, py: 1 }}>
            <Skeleton variant="circular" width={40} height={40} />
            <Skeleton width="50%" />
          </Box>
        ))}
      </List>
    );
  }
  if (query.isError) {
    return <ProblemAlert error={query.error} onRetry={() => void query.refetch()} sx={{ m: 1 }} />;
  }
  const people = query.data.pages.flatMap((page) => page.items);
  if (people.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ p: 2 }}>
        {t('reactions.none')}
      </Typography>
    );
  }
  return (
    <>
      <List>
        {people.map((reactor) => (
          <ListItemButton
            key={reactor.person.id}
            component={RouterLink}
            to={paths.userProfile.href({ userId: reactor.person.id })}
            sx={{ borderRadius: 2 }}
          >
            <ListItemAvatar>
              <Badge
                overlap="circular"
                anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
                badgeContent={
                  <Box
                    component="span"
                    aria-label={t(`reactions.types.${reactor.type}`)}
                    sx={{ fontSize: 14 }}
                  >
                    {reactionLook[reactor.type].emoji}
                  </Box>
                }
              >
                <PersonAvatar person={reactor.person} />
              </Badge>
            </ListItemAvatar>
            <ListItemText primary={reactor.person.displayName} secondary={`@${reactor.person.username}`} />
          </ListItemButton>
        ))}
      </List>
      {query.hasNextPage && (
        <Box sx={{ textAlign: 'center', py: 1 }}>
          <Button onClick={() => void query.fetchNextPage()} loading={query.isFetchingNextPage}>
            {t('actions.loadMore')}
          </Button>
        </Box>
      )}
    </>
  );
}
