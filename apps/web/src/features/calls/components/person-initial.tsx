import type { PersonSummary } from '@betogether/contracts/users/users.schemas';
import Avatar from '@mui/material/Avatar';
import type { SxProps, Theme } from '@mui/material/styles';

type Props = { person: PersonSummary | null; name: string; size: number; sx?: SxProps<Theme> };

/** A participant's photo, or the first letter of their name. Decorative: the name is beside it. */
export function PersonInitial({ person, name, size, sx }: Props) {
  return (
    <Avatar
      src={person?.avatarUrl ?? undefined}
      alt=""
      sx={[{ width: size, height: size, fontSize: size / 2.4 }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      {name.slice(0, 1).toUpperCase()}
    </Avatar>
  );
}
