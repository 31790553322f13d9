import type { PersonSummary } from '@betogether/contracts/users/users.schemas';
import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import Avatar from '@mui/material/Avatar';
import type { SxProps, Theme } from '@mui/material/styles';

type Props = {
  /** A member (their photo or first letter), or a group (its picture or a group icon). */
  person?: PersonSummary | null;
  name: string;
  src?: string | null;
  group?: boolean;
  size?: number;
  sx?: SxProps<Theme>;
};

/** A member's or a group's picture. Decorative: the name is always beside it. */
export function ChatAvatar({ person, name, src, group = false, size = 40, sx }: Props) {
  const picture = src ?? person?.avatarUrl ?? undefined;
  return (
    <Avatar
      src={picture}
      alt=""
      sx={[{ width: size, height: size, fontSize: size / 2.4 }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      {group ? <GroupsOutlined fontSize="small" aria-hidden /> : name.slice(0, 1).toUpperCase()}
    </Avatar>
  );
}
