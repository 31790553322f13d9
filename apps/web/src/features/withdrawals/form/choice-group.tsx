import Box from '@mui/material/Box';
import RadioGroup from '@mui/material/RadioGroup';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A question answered by one choice: a fieldset named by its legend, radios inside (arrow keys move). */
export function ChoiceGroup({
  legend,
  name,
  value,
  onChange,
  sx,
  children,
}: {
  legend: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  sx?: SxProps<Theme>;
  children: ReactNode;
}) {
  return (
    <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
      <Typography component="legend" variant="h6" sx={{ mb: 1 }}>
        {legend}
      </Typography>
      <RadioGroup name={name} value={value} onChange={(event) => onChange(event.target.value)} sx={sx}>
        {children}
      </RadioGroup>
    </Box>
  );
}
