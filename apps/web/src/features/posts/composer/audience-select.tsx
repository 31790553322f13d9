import { type Audience, audiences } from '@betogether/contracts/posts/posts.constants';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import { useId } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { audienceIcons } from '../card/audience-icon';
import { AudienceOption } from './audience-option';

type Props = {
  value: Audience;
  onChange: (audience: Audience) => void;
  size?: 'small' | 'medium';
  fullWidth?: boolean;
  disabled?: boolean;
};

/** Who will see the post: public, friends, or only the author. */
export function AudienceSelect({ value, onChange, size = 'small', fullWidth = false, disabled }: Props) {
  const { t } = useTranslation('posts');
  const id = useId();
  return (
    <FormControl size={size} fullWidth={fullWidth} sx={{ minWidth: 150 }} disabled={disabled}>
      <InputLabel id={`${id}-label`}>{t('audience.label')}</InputLabel>
      <Select
        labelId={`${id}-label`}
        value={value}
        label={t('audience.label')}
        onChange={(event) => onChange(event.target.value as Audience)}
        renderValue={(selected) => {
          const Icon = audienceIcons[selected];
          return (
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
              <Icon fontSize="small" aria-hidden />
              {t(`audience.options.${selected}`)}
            </Box>
          );
        }}
      >
        {audiences.map((audience) => (
          <MenuItem
            key={audience}
            value={audience}
            sx={{ gap: 1.5, alignItems: 'flex-start', maxWidth: 320 }}
          >
            <AudienceOption audience={audience} />
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
}
