import Typography from '@mui/material/Typography';
import { useTranslation } from '@/lib/use-translation';

/** "4,620 / 5,000", shown from 90 % of the limit, red above it. */
export function CharacterCounter({ length, max }: { length: number; max: number }) {
  const { t, i18n } = useTranslation('posts');
  if (length < max * 0.9) return null;
  const number = new Intl.NumberFormat(i18n.language);
  const over = length > max;
  return (
    <Typography
      variant="body2"
      color={over ? 'error' : 'text.secondary'}
      aria-live="polite"
      sx={{ fontVariantNumeric: 'tabular-nums', fontWeight: over ? 600 : 400 }}
    >
      {over
        ? t('composer.overLimit', { count: length - max, formatted: number.format(length - max) })
        : t('composer.counter', { length: number.format(length), max: number.format(max) })}
    </Typography>
  );
}
