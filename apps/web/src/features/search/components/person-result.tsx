import type { PersonResult as Person } from '@betogether/contracts/search/search.schemas';
import Avatar from '@mui/material/Avatar';
import Chip from '@mui/material/Chip';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { Link } from 'react-router';
import { paths } from '@/lib/route-table/route-table';
import { useTranslation } from '@/lib/use-translation';

/** A member found by name: avatar, name, @username, mutual friends, and where the viewer stands. */
export function PersonResult({ person }: { person: Person }) {
  const { t } = useTranslation('search');
  const details = [
    `@${person.username}`,
    person.mutualFriendCount > 0 ? t('people.mutualFriends', { count: person.mutualFriendCount }) : null,
  ].filter(Boolean);
  const relationship =
    person.relationship === 'none' ? null : t(`people.relationship.${person.relationship}`);
  return (
    <ListItem disablePadding>
      <ListItemButton
        component={Link}
        to={paths.userProfile.href({ userId: person.id })}
        sx={{ py: 1, gap: 1 }}
      >
        <ListItemAvatar>
          <Avatar src={person.avatarUrl ?? undefined} alt="" sx={{ width: 48, height: 48 }}>
            {person.displayName.slice(0, 1).toUpperCase()}
          </Avatar>
        </ListItemAvatar>
        <ListItemText
          primary={person.displayName}
          secondary={details.join(' · ')}
          slotProps={{ primary: { sx: { fontWeight: 600 } } }}
        />
        {relationship && (
          <Chip
            size="small"
            label={relationship}
            color={person.relationship === 'request_received' ? 'primary' : 'default'}
            variant={
              person.relationship === 'friends' || person.relationship === 'self' ? 'filled' : 'outlined'
            }
          />
        )}
      </ListItemButton>
    </ListItem>
  );
}
