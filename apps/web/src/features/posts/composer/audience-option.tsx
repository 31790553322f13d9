import type { Audience } from '@betogether/contracts/posts/posts.constants';
import Box from '@mui/material/Box';
import { useTranslation } from '@/lib/use-translation';
import { audienceIcons } from '../card/audience-icon';

/** An audience in a list: its icon, its name and who will see the post. */
export function AudienceOption({ audience }: { audience: Audience }) {
  const { t } = useTranslation('posts');
  const Icon = audienceIcons[audience];
  return (
    <>
      <Icon fontSize="small" aria-hidden sx={{ mt: 0.25 }} />
      <Box>
        <Box>{t(`audience.options.${audience}`)}</Box>
        <Box sx={{ typography: 'body2', color: 'text.secondary', whiteSpace: 'normal' }}>
          {t(`audience.described.${audience}`)}
        </Box>
      </Box>
    </>
  );
}
