import PeopleOutlineOutlined from '@mui/icons-material/PeopleOutlineOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { type ReactNode, useEffect } from 'react';
import { Link as RouterLink } from 'react-router';
import { problemMessage } from '@/lib/problem-message';
import { paths } from '@/lib/route-table/route-table';
import { useTranslation } from '@/lib/use-translation';
import { EmptyState, ListError } from '@/ui/list-states';
import { useSuggestions } from '../api/get-suggestions';
import { LoadMore } from '../components/load-more';
import { SuggestionCard } from './suggestion-card';

const cell = { xs: 6, sm: 4 } as const;

function SuggestionSkeletons() {
  const { t } = useTranslation('friends');
  return (
    <Grid
      container
      spacing={{ xs: 1, sm: 2 }}
      role="status"
      aria-busy="true"
      aria-label={t('suggestions.loading')}
    >
      {[0, 1, 2, 3, 4, 5].map((key) => (
        <Grid key={key} size={cell}>
          <Card sx={{ p: 2, display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1 }}>
            <Skeleton variant="circular" width={96} height={96} />
            <Skeleton width="70%" />
            <Skeleton width="50%" />
            <Skeleton variant="rounded" width="100%" height={36} />
            <Skeleton variant="rounded" width="100%" height={36} />
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}

/** /social/friend-suggestion/index-friend-suggestion: people you may know, as a grid of cards. */
export function SuggestionsPage() {
  const { t } = useTranslation('friends');
  const query = useSuggestions();
  const suggestions = query.data?.pages.flatMap((page) => page.items) ?? [];

  useEffect(() => {
    document.title = `${t('suggestions.title')} · BeTogether`;
  }, [t]);

  let content: ReactNode;
  if (query.isPending) content = <SuggestionSkeletons />;
  else if (query.isError && !query.data)
    content = (
      <ListError
        title={t('suggestions.errorTitle')}
        message={problemMessage(query.error, t, { ns: 'friends' })}
        retryLabel={t('actions.retry')}
        onRetry={() => void query.refetch()}
      />
    );
  else if (suggestions.length === 0)
    content = (
      <EmptyState
        icon={<PeopleOutlineOutlined sx={{ fontSize: 48, color: 'text.disabled', mb: 1 }} aria-hidden />}
        title={t('suggestions.emptyTitle')}
        body={t('suggestions.emptyBody')}
        action={
          <Button variant="contained" component={RouterLink} to={paths.search.href()}>
            {t('suggestions.search')}
          </Button>
        }
      />
    );
  else
    content = (
      <>
        <Grid container spacing={{ xs: 1, sm: 2 }} component="section" aria-label={t('suggestions.label')}>
          {suggestions.map((suggestion) => (
            <Grid key={suggestion.person.id} size={cell}>
              <SuggestionCard suggestion={suggestion} />
            </Grid>
          ))}
        </Grid>
        <LoadMore query={query} endText={t('suggestions.end')} />
      </>
    );

  return (
    <Box sx={{ px: { xs: 1, sm: 0 } }}>
      <Typography variant="h2" component="h1">
        {t('suggestions.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('suggestions.subtitle')}
      </Typography>
      {content}
    </Box>
  );
}
