import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useTranslation } from '@/lib/use-translation';

const HOUR = 3_600_000;
/** "Until I turn it back on": the contract takes a date, so a hundred years from now. */
const FOR_GOOD = 100 * 365 * 24 * HOUR;
/** A mute ending later than this reads as "muted", without its date. */
const FOR_GOOD_FROM = 10 * 365 * 24 * HOUR;

const durations = [
  { key: 'hour', ms: HOUR },
  { key: 'hours8', ms: 8 * HOUR },
  { key: 'week', ms: 7 * 24 * HOUR },
  { key: 'forGood', ms: FOR_GOOD },
] as const;

/** Whether a mute runs until the member turns notifications back on (no date to show). */
export function mutedForGood(mutedUntil: string, now = Date.now()): boolean {
  return Date.parse(mutedUntil) - now > FOR_GOOD_FROM;
}

type Props = {
  anchor: HTMLElement | null;
  mutedUntil: string | null;
  onMute: (until: string | null) => void;
  onClose: () => void;
};

/** Notifications of a conversation off for a while, or on again. */
export function MuteMenu({ anchor, mutedUntil, onMute, onClose }: Props) {
  const { t } = useTranslation('chat');
  return (
    <Menu open={anchor !== null} anchorEl={anchor} onClose={onClose}>
      {mutedUntil && <MenuItem onClick={() => onMute(null)}>{t('mute.unmute')}</MenuItem>}
      {durations.map(({ key, ms }) => (
        <MenuItem key={key} onClick={() => onMute(new Date(Date.now() + ms).toISOString())}>
          {t(`mute.${key}`)}
        </MenuItem>
      ))}
    </Menu>
  );
}
