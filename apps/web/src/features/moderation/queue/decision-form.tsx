import {
  MODERATION_NOTE_MAX,
  type ModerationAction,
  moderationActions,
  suspensionDayChoices,
} from '@betogether/contracts/moderation/moderation.constants';
import type { ModerationCaseDetail } from '@betogether/contracts/moderation/moderation.schemas';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { type FormEvent, useId, useState } from 'react';
import { problemMessage } from '@/lib/problem-message';
import { useSingleFlight } from '@/lib/use-single-send';
import { useTranslation } from '@/lib/use-translation';
import { useNotify } from '@/ui/snackbar';
import { useResolveCase } from '../api/resolve-case';
import { moderationProblems } from '../moderation-problems';

const DAY_MS = 86_400_000;

/** The actions a case allows: a profile cannot be removed, staff are not warned nor suspended. */
export function allowedActions(kind: ModerationCaseDetail['kind'], staff: boolean): ModerationAction[] {
  return moderationActions.filter(
    (action) =>
      !(action === 'remove' && kind === 'profile') && !(staff && (action === 'warn' || action === 'suspend')),
  );
}

/** The moderator's decision on an open case, with what a suspension will do spelled out. */
export function DecisionForm({ detail, staff }: { detail: ModerationCaseDetail; staff: boolean }) {
  const { t, i18n } = useTranslation('moderation');
  const notify = useNotify();
  const id = useId();
  const resolve = useResolveCase(detail.id);
  const flight = useSingleFlight();
  const actions = allowedActions(detail.kind, staff);
  const [action, setAction] = useState<ModerationAction | null>(null);
  const [days, setDays] = useState<number>(suspensionDayChoices[2]);
  const [note, setNote] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!action || !flight.begin()) return;
    const body = action === 'suspend' ? { action, days, note } : { action, note };
    resolve.mutate(body, { onSuccess: () => notify(t('actions.done')), onSettled: flight.end });
  };
  const until = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long' }).format(
    new Date(Date.now() + days * DAY_MS),
  );

  return (
    <Box component="form" onSubmit={submit} noValidate sx={{ display: 'grid', gap: 2 }}>
      <FormControl>
        <FormLabel id={`${id}-action`} sx={{ fontWeight: 600, color: 'text.primary' }}>
          {t('actions.label')}
        </FormLabel>
        <RadioGroup
          aria-labelledby={`${id}-action`}
          value={action ?? ''}
          onChange={(event) => setAction(event.target.value as ModerationAction)}
        >
          {actions.map((value) => (
            <FormControlLabel key={value} value={value} control={<Radio />} label={t(`actions.${value}`)} />
          ))}
        </RadioGroup>
      </FormControl>
      {action === 'suspend' && (
        <>
          <TextField
            select
            label={t('actions.days')}
            value={days}
            onChange={(event) => setDays(Number(event.target.value))}
            sx={{ maxWidth: 240 }}
          >
            {suspensionDayChoices.map((value) => (
              <MenuItem key={value} value={value}>
                {t('actions.daysValue', { count: value })}
              </MenuItem>
            ))}
          </TextField>
          <Alert severity="warning">{t('actions.confirmSuspend', { date: until })}</Alert>
        </>
      )}
      {(action === 'warn' || action === 'suspend') && (
        <TextField
          label={t('actions.note')}
          value={note}
          onChange={(event) => setNote(event.target.value)}
          multiline
          minRows={2}
          slotProps={{ htmlInput: { maxLength: MODERATION_NOTE_MAX } }}
          helperText={t('actions.noteHelp')}
        />
      )}
      {resolve.isError && (
        <Alert severity="error">{problemMessage(resolve.error, t, moderationProblems)}</Alert>
      )}
      <Box>
        <Button type="submit" variant="contained" disabled={!action} loading={resolve.isPending}>
          {t('actions.submit')}
        </Button>
      </Box>
    </Box>
  );
}
