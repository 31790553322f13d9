import type { PersonSummary } from '@betogether/contracts/users/users.schemas';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** A member: photo (or initial), name and @username, on one line that shortens rather than wraps. */
export function PersonLine({ person, size = 28 }: { person: PersonSummary; size?: number }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
      <Avatar
        src={person.avatarUrl ?? undefined}
        alt=""
        sx={{ width: size, height: size, fontSize: size / 2.2 }}
      >
        {(person.displayName || person.username).slice(0, 1).toUpperCase()}
      </Avatar>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="body2" noWrap sx={{ fontWeight: 600 }}>
          {person.displayName || person.username}
        </Typography>
        <Typography variant="caption" color="text.secondary" noWrap component="p">
          @{person.username}
        </Typography>
      </Box>
    </Box>
  );
}
