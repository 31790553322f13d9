import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import { useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { TextInput, type TextInputProps } from './text-input';

/** A password input with a show/hide toggle. */
export function PasswordField(props: TextInputProps & { autoComplete: 'current-password' | 'new-password' }) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  return (
    <TextInput
      {...props}
      type={visible ? 'text' : 'password'}
      inputProps={{ maxLength: 128, ...props.inputProps }}
      endAdornment={
        <InputAdornment position="end">
          <IconButton
            onClick={() => setVisible((v) => !v)}
            edge="end"
            aria-label={visible ? t('preferences.hidePassword') : t('preferences.showPassword')}
          >
            {visible ? <VisibilityOff /> : <Visibility />}
          </IconButton>
        </InputAdornment>
      }
    />
  );
}
