import type { PersonSummary } from '@betogether/contracts/users/users.schemas';
import Avatar from '@mui/material/Avatar';

/** A person's picture, or their initial on the brand colour (decorative: the name is said beside it). */
export function AuthorAvatar({ person, size = 40 }: { person: PersonSummary; size?: number }) {
  return (
    <Avatar
      src={person.avatarUrl ?? undefined}
      alt=""
      sx={{ width: size, height: size, fontSize: size * 0.42, bgcolor: 'primary.main' }}
    >
      {person.displayName.slice(0, 1).toUpperCase()}
    </Avatar>
  );
}
