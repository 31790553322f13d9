import { FEELING_MAX, LOCATION_MAX } from '@betogether/contracts/posts/posts.constants';
import { useTranslation } from '@/lib/use-translation';
import { TextInput } from '@/ui/text-input';

const details = {
  feeling: { label: 'composer.feeling', placeholder: 'composer.feelingPlaceholder', max: FEELING_MAX },
  location: { label: 'composer.location', placeholder: 'composer.locationPlaceholder', max: LOCATION_MAX },
} as const;

type Props = {
  detail: keyof typeof details;
  value: string;
  onChange: (value: string) => void;
  /** The server's message for this field, if the last save failed on it. */
  error?: string | undefined;
  autoFocus?: boolean;
};

/** A post's feeling or place, in the composer and in the edit dialog. */
export function PostDetailInput({ detail, value, onChange, error, autoFocus }: Props) {
  const { t } = useTranslation('posts');
  const { label, placeholder, max } = details[detail];
  return (
    <TextInput
      label={t(label)}
      placeholder={t(placeholder)}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      inputProps={{ maxLength: max }}
      error={Boolean(error)}
      helperText={error}
      autoFocus={autoFocus}
    />
  );
}
