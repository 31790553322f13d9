import type { PersonSummary } from '@betogether/contracts/users/users.schemas';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A person in a list of the close-friends tab: picture, name, username, and an action. */
export function PersonRow({ person, action }: { person: PersonSummary; action: ReactNode }) {
  return (
    <Box component="li" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 1, minWidth: 0 }}>
      <Avatar src={person.avatarUrl ?? undefined} alt="" sx={{ width: 44, height: 44 }}>
        {person.displayName.slice(0, 1).toUpperCase()}
      </Avatar>
      <Box sx={{ minWidth: 0, flexGrow: 1 }}>
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{person.displayName}</Typography>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          @{person.username}
        </Typography>
      </Box>
      {action}
    </Box>
  );
}
