import type { Attempt, ProofBody } from '@betogether/contracts/tasks/task-play.schemas';
import { PROOF_LINK_MAX, PROOF_TEXT_MAX, type ProofKind } from '@betogether/contracts/tasks/tasks.constants';
import SendRounded from '@mui/icons-material/SendRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { useSingleFlight } from '@/lib/use-single-send';
import { useTranslation } from '@/lib/use-translation';
import { TextInput } from '@/ui/text-input';
import { useSubmitProof } from '../api/submit-proof';
import { taskProblem } from '../components/task-format';
import { PhotoProofField } from './photo-proof-field';
import { linkProblem, textProblem } from './proof-rules';

type Props = { taskId: string; kind: ProofKind; onSent: (attempt: Attempt) => void };

/**
 * The proof a special task asks for: a photo, a link or a text. Checked as the member types (after
 * the first send or once they leave the field), sent once; what was typed stays after a refusal.
 */
export function ProofForm({ taskId, kind, onSent }: Props) {
  const { t } = useTranslation('tasks');
  const submit = useSubmitProof(taskId);
  const flight = useSingleFlight();
  const [text, setText] = useState('');
  const [link, setLink] = useState('');
  const [mediaId, setMediaId] = useState<string | null>(null);
  const [touched, setTouched] = useState(false);
  const [tried, setTried] = useState(false);

  const show = tried || touched;
  const linkError = kind === 'link' && show ? linkProblem(link) : null;
  const textError = kind === 'text' && show ? textProblem(text) : null;
  const photoError = kind === 'photo' && tried && !mediaId ? t('special.errors.photoRequired') : null;

  const body = (): ProofBody | null => {
    if (kind === 'photo') return mediaId ? { kind, mediaId } : null;
    if (kind === 'link') return linkProblem(link) ? null : { kind, url: link.trim() };
    return textProblem(text) ? null : { kind, text: text.trim() };
  };

  const send = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    const proof = body();
    if (!proof || !flight.begin()) return;
    submit.mutate(proof, { onSuccess: onSent, onSettled: flight.end });
  };

  return (
    <Box component="form" onSubmit={send} noValidate aria-labelledby="proof-form-title">
      <Stack spacing={2}>
        <Box>
          <Typography id="proof-form-title" variant="h5" component="h3">
            {t(`special.formTitle.${kind}`)}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('special.formHint')}
          </Typography>
        </Box>
        {kind === 'photo' && (
          <PhotoProofField onMedia={setMediaId} error={photoError} disabled={submit.isPending} />
        )}
        {kind === 'link' && (
          <TextInput
            label={t('special.link')}
            type="url"
            inputMode="url"
            autoComplete="url"
            placeholder="https://"
            value={link}
            onChange={(event) => setLink(event.target.value)}
            onBlur={() => setTouched((was) => was || link.length > 0)}
            error={linkError !== null}
            helperText={
              linkError
                ? t(`special.errors.link.${linkError}`, { max: PROOF_LINK_MAX })
                : t('special.linkHint')
            }
            inputProps={{ maxLength: PROOF_LINK_MAX }}
            required
          />
        )}
        {kind === 'text' && (
          <TextInput
            label={t('special.text')}
            multiline
            minRows={4}
            value={text}
            onChange={(event) => setText(event.target.value)}
            onBlur={() => setTouched((was) => was || text.length > 0)}
            error={textError !== null}
            helperText={
              <Box component="span" sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
                <span>
                  {textError
                    ? t(`special.errors.text.${textError}`, { max: PROOF_TEXT_MAX })
                    : t('special.textHint')}
                </span>
                <span aria-live="polite">
                  {t('special.counter', { used: text.length, max: PROOF_TEXT_MAX })}
                </span>
              </Box>
            }
            inputProps={{ maxLength: PROOF_TEXT_MAX }}
            required
          />
        )}
        {submit.isError && <Alert severity="error">{taskProblem(submit.error, t)}</Alert>}
        <Box>
          <Button
            type="submit"
            variant="contained"
            size="large"
            startIcon={<SendRounded />}
            loading={submit.isPending}
          >
            {t('special.send')}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
