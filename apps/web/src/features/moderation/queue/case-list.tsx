import type { ModerationCase } from '@betogether/contracts/moderation/moderation.schemas';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/lib/use-translation';
import { relativeTime } from '@/ui/relative-time';

/** The queue's cases as a list of buttons: each opens the case's detail. */
export function CaseList({ items, onOpen }: { items: ModerationCase[]; onOpen: (id: string) => void }) {
  const { t, i18n } = useTranslation('moderation');
  const now = new Date();
  return (
    <Paper variant="outlined">
      <List disablePadding aria-label={t('title')}>
        {items.map((item, index) => (
          <ListItem key={item.id} disablePadding divider={index < items.length - 1}>
            <ListItemButton
              onClick={() => onOpen(item.id)}
              sx={{ alignItems: 'flex-start', gap: 2, py: 1.5 }}
            >
              <Avatar src={item.author.avatarUrl ?? undefined} alt="" sx={{ mt: 0.5 }}>
                {item.author.displayName.slice(0, 1)}
              </Avatar>
              <Box sx={{ minWidth: 0, flex: 1, display: 'grid', gap: 0.5 }}>
                <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
                  <Chip size="small" label={t(`kind.${item.kind}`)} />
                  <Typography variant="subtitle2" component="span">
                    {t('list.reports', { count: item.reportCount })}
                  </Typography>
                  <Typography variant="body2" color="text.secondary" component="span" sx={{ minWidth: 0 }}>
                    {t('list.by', { name: item.author.displayName })}
                  </Typography>
                  {item.resolution && (
                    <Chip
                      size="small"
                      color="primary"
                      variant="outlined"
                      label={t(`done.${item.resolution.action}`)}
                    />
                  )}
                </Box>
                <Typography
                  variant="body2"
                  sx={{
                    overflow: 'hidden',
                    display: '-webkit-box',
                    WebkitLineClamp: 2,
                    WebkitBoxOrient: 'vertical',
                    overflowWrap: 'anywhere',
                  }}
                >
                  {item.excerpt || t('detail.noText')}
                </Typography>
                <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
                  {item.reasons.map((reason) => (
                    <Chip
                      key={reason.reason}
                      size="small"
                      variant="outlined"
                      label={`${t(`reasons.${reason.reason}`)} · ${reason.count}`}
                    />
                  ))}
                </Box>
                <Typography variant="caption" color="text.secondary">
                  {t('list.lastReported', {
                    date: relativeTime(new Date(item.lastReportedAt), now, i18n.language),
                  })}
                </Typography>
              </Box>
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </Paper>
  );
}
