import type { PersonSummary } from '@betogether/contracts/users/users.schemas';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A person as the back office shows one: avatar, name, @username, and what they did when. */
export function PersonLine({ person, caption }: { person: PersonSummary; caption?: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0 }}>
      <Avatar src={person.avatarUrl ?? undefined} alt="" sx={{ width: 32, height: 32 }}>
        {person.displayName.slice(0, 1)}
      </Avatar>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="subtitle2" noWrap>
          {person.displayName}
        </Typography>
        <Typography variant="caption" color="text.secondary" component="p" noWrap>
          @{person.username}
          {caption && <> · {caption}</>}
        </Typography>
      </Box>
    </Box>
  );
}
