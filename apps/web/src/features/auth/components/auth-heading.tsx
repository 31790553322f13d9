import Typography from '@mui/material/Typography';
import { useEffect } from 'react';

/** Title of an auth screen; also names the browser tab. */
export function AuthHeading({ title, subtitle }: { title: string; subtitle?: string }) {
  useEffect(() => {
    document.title = `${title} · BeTogether`;
  }, [title]);
  return (
    <>
      <Typography variant="h2" component="h1" sx={{ mb: subtitle ? 1 : 3 }}>
        {title}
      </Typography>
      {subtitle && (
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {subtitle}
        </Typography>
      )}
    </>
  );
}
