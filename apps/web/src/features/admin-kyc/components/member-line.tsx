import type { PersonSummary } from '@betogether/contracts/users/users.schemas';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

type Props = {
  person: PersonSummary;
  /** Their name, when it should be something else than text (a link to the request). */
  name?: ReactNode;
  size?: number;
};

/** A member as the review screens show one: picture (or initial), name, @username under it. */
export function MemberLine({ person, name, size = 36 }: Props) {
  return (
    <Box sx={{ display: 'flex', gap: 1.25, alignItems: 'center', minWidth: 0 }}>
      <Avatar
        src={person.avatarUrl ?? undefined}
        alt=""
        sx={{ width: size, height: size, fontSize: size / 2.4 }}
      >
        {person.displayName.charAt(0).toUpperCase()}
      </Avatar>
      <Box sx={{ minWidth: 0 }}>
        <Typography component="div" variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {name ?? person.displayName}
        </Typography>
        <Typography component="div" variant="caption" color="text.secondary" noWrap>
          @{person.username}
        </Typography>
      </Box>
    </Box>
  );
}
