import type { PersonSummary } from '@betogether/contracts/users/users.schemas';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** The partner who offers a task: their picture (decorative) and name. */
export function PartnerLine({ partner, label }: { partner: PersonSummary; label: string }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
      <Avatar
        src={partner.avatarUrl ?? undefined}
        alt=""
        sx={{ width: 24, height: 24, fontSize: 12, bgcolor: 'primary.main' }}
      >
        {partner.displayName.slice(0, 1).toUpperCase()}
      </Avatar>
      <Typography variant="body2" color="text.secondary" noWrap>
        {label}
      </Typography>
    </Box>
  );
}
