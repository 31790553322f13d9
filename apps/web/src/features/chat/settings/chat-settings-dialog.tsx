import { type WhoMayMessage, whoMayMessageOptions } from '@betogether/contracts/chat/chat.constants';
import type { ChatSettings } from '@betogether/contracts/chat/chat.schemas';
import Alert from '@mui/material/Alert';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Skeleton from '@mui/material/Skeleton';
import Switch from '@mui/material/Switch';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { FormDialog } from '@/ui/form-dialog';
import { RetryAlert } from '@/ui/retry-alert';
import { useNotify } from '@/ui/snackbar';
import { useChatSettings } from '../api/get-chat-settings';
import { useUpdateChatSettings } from '../api/update-chat-settings';
import { chatProblem } from '../components/chat-problem';

type Props = { open: boolean; onClose: () => void };

/** A setting on or off, with what it means below. */
function SwitchField({
  checked,
  onChange,
  label,
  help,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  label: string;
  help: string;
}) {
  return (
    <FormControl>
      <FormControlLabel
        control={<Switch checked={checked} onChange={(event) => onChange(event.target.checked)} />}
        label={label}
      />
      <FormHelperText sx={{ mt: 0 }}>{help}</FormHelperText>
    </FormControl>
  );
}

/** The form once the settings are known (its fields start from them). */
function SettingsFields({
  initial,
  onChange,
}: {
  initial: ChatSettings;
  onChange: (settings: ChatSettings) => void;
}) {
  const { t } = useTranslation('chat');
  const id = useId();
  const [settings, setSettings] = useState(initial);
  const set = (patch: Partial<ChatSettings>) => {
    const next = { ...settings, ...patch };
    setSettings(next);
    onChange(next);
  };
  return (
    <>
      <FormControl>
        <FormLabel id={`${id}-who`}>{t('settings.whoMayMessage')}</FormLabel>
        <RadioGroup
          aria-labelledby={`${id}-who`}
          value={settings.whoMayMessage}
          onChange={(event) => set({ whoMayMessage: event.target.value as WhoMayMessage })}
        >
          {whoMayMessageOptions.map((option) => (
            <FormControlLabel
              key={option}
              value={option}
              control={<Radio />}
              label={t(`settings.who.${option}`)}
            />
          ))}
        </RadioGroup>
      </FormControl>
      <SwitchField
        checked={settings.showPresence}
        onChange={(showPresence) => set({ showPresence })}
        label={t('settings.showPresence')}
        help={t('settings.showPresenceHelp')}
      />
      <SwitchField
        checked={settings.readReceipts}
        onChange={(readReceipts) => set({ readReceipts })}
        label={t('settings.readReceipts')}
        help={t('settings.readReceiptsHelp')}
      />
    </>
  );
}

/** Who may start a conversation with the member, whether others see them online, read receipts. */
export function ChatSettingsDialog({ open, onClose }: Props) {
  const { t } = useTranslation('chat');
  const notify = useNotify();
  const settings = useChatSettings(open);
  const save = useUpdateChatSettings();
  const [changed, setChanged] = useState<ChatSettings | null>(null);

  const close = () => {
    setChanged(null);
    save.reset();
    onClose();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!changed) return close();
    save.mutate(changed, {
      onSuccess: () => {
        notify(t('settings.saved'));
        close();
      },
    });
  };

  let content: ReactNode;
  if (settings.data) content = <SettingsFields initial={settings.data} onChange={setChanged} />;
  else if (settings.isError)
    content = (
      <RetryAlert
        message={chatProblem(settings.error, t)}
        retryLabel={t('actions.retry')}
        onRetry={() => void settings.refetch()}
      />
    );
  else content = <Skeleton variant="rounded" height={220} role="status" aria-label={t('settings.loading')} />;

  return (
    <FormDialog
      open={open}
      title={t('settings.title')}
      onClose={close}
      onSubmit={submit}
      pending={save.isPending}
      submitLabel={t('settings.save')}
      cancelLabel={t('actions.cancel')}
      submitDisabled={!settings.data}
      maxWidth="xs"
      contentSx={{ display: 'grid', gap: 2 }}
    >
      {save.error && <Alert severity="error">{chatProblem(save.error, t)}</Alert>}
      {content}
    </FormDialog>
  );
}
