import type { PersonSummary } from '@betogether/contracts/users/users.schemas';
import Avatar from '@mui/material/Avatar';
import type { SxProps, Theme } from '@mui/material/styles';

/** A member's photo, or the first letter of their name. Decorative: the name is always beside it. */
export function PersonAvatar({
  person,
  size = 48,
  sx,
}: {
  person: PersonSummary;
  size?: number;
  sx?: SxProps<Theme>;
}) {
  return (
    <Avatar
      src={person.avatarUrl ?? undefined}
      alt=""
      sx={[{ width: size, height: size, fontSize: size / 2.4 }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      {person.displayName.slice(0, 1).toUpperCase()}
    </Avatar>
  );
}
