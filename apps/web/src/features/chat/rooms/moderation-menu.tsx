import { CHAT_LIMITS } from '@betogether/contracts/chat/chat.constants';
import type { PersonSummary } from '@betogether/contracts/users/users.schemas';
import AddModeratorOutlined from '@mui/icons-material/AddModeratorOutlined';
import MoreVertOutlined from '@mui/icons-material/MoreVertOutlined';
import PersonRemoveOutlined from '@mui/icons-material/PersonRemoveOutlined';
import RemoveModeratorOutlined from '@mui/icons-material/RemoveModeratorOutlined';
import VolumeOffOutlined from '@mui/icons-material/VolumeOffOutlined';
import VolumeUpOutlined from '@mui/icons-material/VolumeUpOutlined';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';
import { useTranslation } from '@/lib/use-translation';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** How long a moderator mutes someone: up to the server's 30 days. */
const silenceChoices = [
  { key: 'hour', ms: HOUR },
  { key: 'day', ms: DAY },
  { key: 'week', ms: 7 * DAY },
  { key: 'month', ms: CHAT_LIMITS.silenceDays * DAY },
] as const;

/**
 * The end of a mute of `ms` from now. A minute short of the longest, so that a browser's clock a
 * little ahead of the server's never asks for more than it allows.
 */
function silenceEnd(ms: number, now = Date.now()): string {
  return new Date(now + Math.min(ms, CHAT_LIMITS.silenceDays * DAY - 60_000)).toISOString();
}

export type ModerationChoice =
  | { kind: 'role'; role: 'moderator' | 'member' }
  | { kind: 'silence'; until: string | null }
  | { kind: 'remove' };

type Props = {
  person: PersonSummary;
  /** Their role: moderators are not muted nor removed, only made members again (by the owner). */
  memberRole: 'moderator' | 'member';
  /** The member is the room's owner (names moderators), or one of its moderators. */
  owner: boolean;
  onChoose: (choice: ModerationChoice) => void;
};

/** A person's moderation in a room: make moderator (the owner), mute for a while or lift it, remove. */
export function ModerationMenu({ person, memberRole, owner, onChoose }: Props) {
  const { t } = useTranslation('chat-rooms');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const choose = (choice: ModerationChoice) => {
    setAnchor(null);
    onChoose(choice);
  };
  const items = [];
  if (owner && memberRole === 'member')
    items.push(
      <MenuItem key="promote" onClick={() => choose({ kind: 'role', role: 'moderator' })}>
        <ListItemIcon>
          <AddModeratorOutlined fontSize="small" />
        </ListItemIcon>
        {t('moderation.makeModerator')}
      </MenuItem>,
    );
  if (owner && memberRole === 'moderator')
    items.push(
      <MenuItem key="demote" onClick={() => choose({ kind: 'role', role: 'member' })}>
        <ListItemIcon>
          <RemoveModeratorOutlined fontSize="small" />
        </ListItemIcon>
        {t('moderation.makeMember')}
      </MenuItem>,
    );
  if (memberRole === 'member') {
    if (items.length > 0) items.push(<Divider key="divider" />);
    items.push(
      <ListSubheader key="mute-title" sx={{ lineHeight: 2.5 }}>
        {t('moderation.muteTitle')}
      </ListSubheader>,
      ...silenceChoices.map(({ key, ms }) => (
        <MenuItem key={key} onClick={() => choose({ kind: 'silence', until: silenceEnd(ms) })}>
          <ListItemIcon>
            <VolumeOffOutlined fontSize="small" />
          </ListItemIcon>
          {t(`moderation.mute.${key}`)}
        </MenuItem>
      )),
      <MenuItem key="lift" onClick={() => choose({ kind: 'silence', until: null })}>
        <ListItemIcon>
          <VolumeUpOutlined fontSize="small" />
        </ListItemIcon>
        {t('moderation.lift')}
      </MenuItem>,
      <Divider key="divider-remove" />,
      <MenuItem key="remove" onClick={() => choose({ kind: 'remove' })} sx={{ color: 'error.main' }}>
        <ListItemIcon sx={{ color: 'inherit' }}>
          <PersonRemoveOutlined fontSize="small" />
        </ListItemIcon>
        {t('moderation.remove')}
      </MenuItem>,
    );
  }
  if (items.length === 0) return null;
  return (
    <>
      <IconButton
        aria-label={t('moderation.open', { name: person.displayName })}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <MoreVertOutlined fontSize="small" />
      </IconButton>
      <Menu id={menuId} open={anchor !== null} anchorEl={anchor} onClose={() => setAnchor(null)}>
        {items}
      </Menu>
    </>
  );
}
