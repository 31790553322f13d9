import { mediaAdminEndpoints, mediaEndpoints } from '@betogether/contracts/media/media.endpoints';
import type { VideoLimits, VideoLimitsBody } from '@betogether/contracts/media/media.schemas';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { call } from '@/lib/api-client';
import { problemMessage } from '@/lib/problem-message';
import { useTranslation } from '@/lib/use-translation';

const MB = 1024 * 1024;
const limitsKey = ['media', 'video-limits'] as const;

type Draft = { maxSeconds: string; maxMegabytes: string; storyMaxSeconds: string };
type Field = keyof Draft;

const bounds: Record<Field, [number, number]> = {
  maxSeconds: [5, 3600],
  maxMegabytes: [1, 2048],
  storyMaxSeconds: [5, 60],
};

/** The form's words as the contract's numbers, or which fields are wrong. */
function checkLimits(draft: Draft): { values?: VideoLimitsBody; wrong: Field[] } {
  const wrong = (Object.keys(bounds) as Field[]).filter((field) => {
    const value = Number(draft[field]);
    const [min, max] = bounds[field];
    return !/^\d+$/.test(draft[field].trim()) || value < min || value > max;
  });
  if (wrong.length > 0) return { wrong };
  return {
    wrong,
    values: {
      maxSeconds: Number(draft.maxSeconds),
      maxBytes: Number(draft.maxMegabytes) * MB,
      storyMaxSeconds: Number(draft.storyMaxSeconds),
    },
  };
}

const draftOf = (limits: VideoLimits): Draft => ({
  maxSeconds: String(limits.maxSeconds),
  maxMegabytes: String(Math.round(limits.maxBytes / MB)),
  storyMaxSeconds: String(limits.storyMaxSeconds),
});

/** The admins' video limits (shorts and stories), and whether this server can take videos at all. */
export function VideoLimitsCard() {
  const { t } = useTranslation('admin');
  const queryClient = useQueryClient();
  const limits = useQuery({ queryKey: limitsKey, queryFn: () => call(mediaEndpoints.videoLimits) });
  const [draft, setDraft] = useState<Draft | null>(null);
  const [wrong, setWrong] = useState<Field[]>([]);
  useEffect(() => {
    if (limits.data && !draft) setDraft(draftOf(limits.data));
  }, [limits.data, draft]);
  const save = useMutation({
    mutationFn: (body: VideoLimitsBody) => call(mediaAdminEndpoints.setVideoLimits, { body }),
    onSuccess: (saved) => {
      queryClient.setQueryData(limitsKey, saved);
      setDraft(draftOf(saved));
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!draft) return;
    const checked = checkLimits(draft);
    setWrong(checked.wrong);
    if (checked.values) save.mutate(checked.values);
  };

  return (
    <Card component="section" aria-labelledby="video-limits-title">
      <CardContent>
        <Typography id="video-limits-title" variant="h3" component="h2" sx={{ mb: 1 }}>
          {t('video.title')}
        </Typography>
        {limits.isError && <Alert severity="error">{t('video.loadError')}</Alert>}
        {limits.data &&
          (limits.data.available ? (
            <Alert severity="success" sx={{ mb: 2 }}>
              {t('video.available')}
            </Alert>
          ) : (
            <Alert severity="warning" sx={{ mb: 2 }}>
              {t('video.unavailable')}
            </Alert>
          ))}
        {!draft && !limits.isError && <Skeleton variant="rounded" height={160} />}
        {draft && (
          <Stack component="form" noValidate spacing={2} onSubmit={submit}>
            {(Object.keys(bounds) as Field[]).map((field) => (
              <TextField
                key={field}
                label={t(`video.fields.${field}`)}
                value={draft[field]}
                inputMode="numeric"
                onChange={(event) => setDraft({ ...draft, [field]: event.target.value })}
                error={wrong.includes(field)}
                helperText={t(wrong.includes(field) ? 'video.range' : `video.hints.${field}`, {
                  min: bounds[field][0],
                  max: bounds[field][1],
                })}
                size="small"
              />
            ))}
            {save.isError && <Alert severity="error">{problemMessage(save.error, t)}</Alert>}
            {save.isSuccess && <Alert severity="success">{t('video.saved')}</Alert>}
            <Button
              type="submit"
              variant="contained"
              disabled={save.isPending}
              sx={{ alignSelf: 'flex-start' }}
            >
              {t('video.save')}
            </Button>
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}
