import { type StoryAudience, storyAudiences } from '@betogether/contracts/stories/stories.constants';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from '@/lib/use-translation';

type Props = {
  value: StoryAudience;
  onChange: (audience: StoryAudience) => void;
  /** People on the close-friends list; null while it loads. */
  closeFriends: number | null;
  onEditCloseFriends: () => void;
};

/** Who will see the story: everyone, friends, or the close-friends list (with how many are on it). */
export function AudienceField({ value, onChange, closeFriends, onEditCloseFriends }: Props) {
  const { t } = useTranslation('stories');
  const id = useId();
  return (
    <FormControl>
      <FormLabel id={`${id}-label`} sx={{ fontWeight: 600, color: 'text.primary' }}>
        {t('create.audience')}
      </FormLabel>
      <RadioGroup
        aria-labelledby={`${id}-label`}
        value={value}
        onChange={(event) => onChange(event.target.value as StoryAudience)}
      >
        {storyAudiences.map((audience) => (
          <FormControlLabel
            key={audience}
            value={audience}
            control={<Radio />}
            disabled={audience === 'close_friends' && !closeFriends}
            label={
              audience === 'close_friends' && closeFriends !== null
                ? t('audience.closeFriendsCount', { count: closeFriends })
                : t(`audience.${audience}`)
            }
          />
        ))}
      </RadioGroup>
      {closeFriends === 0 && (
        <Typography variant="body2" color="text.secondary">
          {t('create.noCloseFriends')}{' '}
          <Typography
            component="button"
            type="button"
            variant="body2"
            onClick={onEditCloseFriends}
            sx={{
              p: 0,
              border: 0,
              bgcolor: 'transparent',
              color: 'primary.main',
              textDecoration: 'underline',
              cursor: 'pointer',
            }}
          >
            {t('create.editCloseFriends')}
          </Typography>
        </Typography>
      )}
    </FormControl>
  );
}
