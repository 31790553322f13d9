import type { KycDetail } from '@betogether/contracts/kyc/kyc.schemas';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { RelativeTime } from '@/ui/relative-time';
import { SectionCard } from '../components/section-card';

/** The latest openings shown at first; the server keeps the last 200. */
const FIRST = 5;

/**
 * Who opened which photo, and when, newest first: every opening of a signed link is logged by the
 * server (this page's own included, once its photos have loaded).
 */
export function ViewsCard({ views }: { views: KycDetail['views'] }) {
  const { t } = useTranslation('admin-kyc');
  const [all, setAll] = useState(false);
  const shown = all ? views : views.slice(0, FIRST);
  return (
    <SectionCard id="kyc-views-title" title={t('views.title')}>
      {views.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('views.none')}
        </Typography>
      ) : (
        <Box component="ol" data-testid="kyc-views" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {shown.map((view, index) => (
            <Box
              component="li"
              // biome-ignore lint/suspicious/noArrayIndexKey: log lines have no id, and two openings may share one instant.
              key={`${view.at}-${view.side}-${view.viewer.id}-${index}`}
              sx={{
                display: 'flex',
                columnGap: 1,
                justifyContent: 'space-between',
                alignItems: 'baseline',
                flexWrap: 'wrap',
                py: 0.5,
                borderTop: index === 0 ? 0 : 1,
                borderColor: 'divider',
              }}
            >
              <Typography variant="body2">
                {t('views.line', {
                  name: view.viewer.displayName,
                  username: view.viewer.username,
                  side: t(`sidesShort.${view.side}`),
                })}
              </Typography>
              <Typography variant="caption" color="text.secondary">
                <RelativeTime value={view.at} />
              </Typography>
            </Box>
          ))}
        </Box>
      )}
      {views.length > FIRST && (
        <Box>
          <Button size="small" onClick={() => setAll((was) => !was)} aria-expanded={all}>
            {all ? t('views.fewer') : t('views.all', { count: views.length })}
          </Button>
        </Box>
      )}
    </SectionCard>
  );
}
