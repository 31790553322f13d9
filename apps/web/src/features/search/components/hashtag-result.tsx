import type { HashtagResult as Hashtag } from '@betogether/contracts/search/search.schemas';
import TagIcon from '@mui/icons-material/Tag';
import Avatar from '@mui/material/Avatar';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { useTranslation } from '@/lib/use-translation';

/** A tag and how many of its posts the member can see; opens those posts. */
export function HashtagResult({ hashtag, onOpen }: { hashtag: Hashtag; onOpen: (tag: string) => void }) {
  const { t } = useTranslation('search');
  return (
    <ListItem disablePadding>
      <ListItemButton onClick={() => onOpen(hashtag.tag)} sx={{ gap: 1 }}>
        <ListItemAvatar>
          <Avatar sx={{ bgcolor: 'action.selected', color: 'text.primary' }}>
            <TagIcon />
          </Avatar>
        </ListItemAvatar>
        <ListItemText
          primary={`#${hashtag.tag}`}
          secondary={t('hashtags.posts', { count: hashtag.postCount })}
          slotProps={{ primary: { sx: { fontWeight: 600 } } }}
        />
      </ListItemButton>
    </ListItem>
  );
}
