import {
  storyBackgrounds as backgroundNames,
  STORY_TEXT_MAX,
  type StoryBackground,
} from '@betogether/contracts/stories/stories.constants';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { TextInput } from '@/ui/text-input';
import { visuallyHidden } from '@/ui/visually-hidden';
import { storyBackgrounds } from '../story-look';

type Props = {
  text: string;
  onText: (text: string) => void;
  background: StoryBackground;
  onBackground: (background: StoryBackground) => void;
};

/** A text story's words and the colour they are written on (radio buttons: arrows move the choice). */
export function TextFields({ text, onText, background, onBackground }: Props) {
  const { t, i18n } = useTranslation('stories');
  const id = useId();
  const count = new Intl.NumberFormat(i18n.language);
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <TextInput
        label={t('create.text')}
        value={text}
        onChange={(event) => onText(event.target.value)}
        multiline
        minRows={3}
        inputProps={{ maxLength: STORY_TEXT_MAX }}
        helperText={t('create.textCount', {
          used: count.format(text.length),
          max: count.format(STORY_TEXT_MAX),
        })}
      />
      <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
        <Typography component="legend" variant="body2" sx={{ mb: 1, fontWeight: 600 }}>
          {t('create.background')}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          {backgroundNames.map((name) => (
            <Box component="label" key={name} sx={{ cursor: 'pointer' }}>
              <Box
                component="input"
                type="radio"
                name={`${id}-background`}
                value={name}
                checked={background === name}
                onChange={() => onBackground(name)}
                sx={{
                  ...visuallyHidden,
                  '&:focus-visible + span': { outline: 3, outlineColor: 'primary.main', outlineOffset: 2 },
                }}
              />
              <Box
                component="span"
                sx={{
                  display: 'block',
                  width: 40,
                  height: 40,
                  borderRadius: '50%',
                  background: storyBackgrounds[name],
                  border: 3,
                  borderColor: background === name ? 'primary.main' : 'background.paper',
                  boxShadow: background === name ? 3 : 1,
                }}
              />
              <Box component="span" sx={visuallyHidden}>
                {t(`backgrounds.${name}`)}
              </Box>
            </Box>
          ))}
        </Box>
      </Box>
    </Box>
  );
}
