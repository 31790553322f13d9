import type { MemberRole } from '@betogether/contracts/chat/chat.constants';
import type { PersonSummary } from '@betogether/contracts/users/users.schemas';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { ChatAvatar } from './chat-avatar';

type Props = {
  person: PersonSummary;
  memberRole: MemberRole;
  me: string | undefined;
  /** Under the name: "muted until…". */
  note?: string | null;
  /** The actions on this person (a menu, a remove button). */
  action?: ReactNode;
};

/** A person in a conversation's details: picture, name (and "you"), username or a note, role, actions. */
export function MemberLine({ person, memberRole, me, note, action }: Props) {
  const { t } = useTranslation('chat');
  return (
    <Box component="li" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 0.75 }}>
      <ChatAvatar person={person} name={person.displayName} size={36} />
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Typography noWrap>
          {person.id === me ? t('group.you', { name: person.displayName }) : person.displayName}
        </Typography>
        <Typography variant="caption" color="text.secondary" noWrap component="p" sx={{ m: 0 }}>
          {note ?? `@${person.username}`}
        </Typography>
      </Box>
      {memberRole !== 'member' && <Chip size="small" label={t(`group.roles.${memberRole}`)} />}
      {action}
    </Box>
  );
}
