import type { Audience } from '@betogether/contracts/posts/posts.schemas';
import LockOutlined from '@mui/icons-material/LockOutlined';
import PeopleOutlined from '@mui/icons-material/PeopleOutlined';
import PublicOutlined from '@mui/icons-material/PublicOutlined';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import { useTranslation } from '@/lib/use-translation';
import { Hint } from '@/ui/hint';

export const audienceIcons = { public: PublicOutlined, friends: PeopleOutlined, only_me: LockOutlined };

/** Who can see the post, as an icon with its meaning on hover and for screen readers. */
export function AudienceIcon({ audience, ...props }: { audience: Audience } & SvgIconProps) {
  const { t } = useTranslation('posts');
  const Icon = audienceIcons[audience];
  const label = t(`audience.described.${audience}`);
  return (
    <Hint title={label}>
      <Icon role="img" aria-label={label} aria-hidden={false} tabIndex={0} {...props} />
    </Hint>
  );
}
