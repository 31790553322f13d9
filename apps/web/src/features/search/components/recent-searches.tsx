import CloseIcon from '@mui/icons-material/Close';
import HistoryIcon from '@mui/icons-material/History';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/lib/use-translation';
import { useForgetSearch, useRecentSearches } from '../api/recent-searches';
import { ResultSkeletons } from './result-skeletons';
import { SearchEmpty, SearchError } from './search-states';

/** What shows while the box is empty: the last searches, to run again or forget. */
export function RecentSearches({ onPick }: { onPick: (query: string) => void }) {
  const { t } = useTranslation('search');
  const recent = useRecentSearches(true);
  const forget = useForgetSearch();

  if (recent.isPending) return <ResultSkeletons type="hashtags" count={4} />;
  if (recent.isError)
    return <SearchError message={t('recent.error')} onRetry={() => void recent.refetch()} />;
  const items = recent.data.items;
  if (items.length === 0) return <SearchEmpty title={t('recent.empty')} hint={t('recent.hint')} />;
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="recent-searches-title"
      sx={{ borderRadius: 2 }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', px: 2, pt: 1.5 }}>
        <Typography id="recent-searches-title" variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          {t('recent.title')}
        </Typography>
        <Button size="small" onClick={() => forget.mutate(null)}>
          {t('recent.clearAll')}
        </Button>
      </Stack>
      <List>
        {items.map((item) => (
          <ListItem
            key={item.query}
            disablePadding
            secondaryAction={
              <IconButton
                edge="end"
                aria-label={t('recent.remove', { query: item.query })}
                onClick={() => forget.mutate(item.query)}
              >
                <CloseIcon fontSize="small" />
              </IconButton>
            }
          >
            <ListItemButton onClick={() => onPick(item.query)}>
              <ListItemIcon sx={{ minWidth: 40 }}>
                <HistoryIcon />
              </ListItemIcon>
              <ListItemText
                primary={
                  <Box component="span" sx={{ overflowWrap: 'anywhere' }}>
                    {item.query}
                  </Box>
                }
              />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </Paper>
  );
}
