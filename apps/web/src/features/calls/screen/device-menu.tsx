import CheckRounded from '@mui/icons-material/CheckRounded';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useTranslation } from '@/lib/use-translation';
import type { LocalView } from '../engine/call-engine';
import type { DeviceChoice, TrackKind } from '../engine/local-media';

type Props = {
  open: boolean;
  anchor: HTMLElement | null;
  local: LocalView;
  onChoose: (kind: TrackKind, deviceId: string) => void;
  onClose: () => void;
};

/** The microphones and cameras of this device, the one in use checked; choosing one switches to it live. */
export function DeviceMenu({ open, anchor, local, onChoose, onClose }: Props) {
  const { t } = useTranslation('calls');
  const group = (kind: TrackKind, title: string, devices: DeviceChoice[], current: string | null) => [
    <ListSubheader key={`${kind}-title`}>{title}</ListSubheader>,
    ...devices.map((device) => {
      const chosen = device.id === current;
      return (
        <MenuItem
          key={`${kind}-${device.id}`}
          role="menuitemradio"
          aria-checked={chosen}
          selected={chosen}
          onClick={() => onChoose(kind, device.id)}
        >
          <ListItemIcon>{chosen && <CheckRounded fontSize="small" />}</ListItemIcon>
          <ListItemText>
            {device.label ||
              t(kind === 'audio' ? 'devices.microphoneN' : 'devices.cameraN', { number: device.number })}
          </ListItemText>
        </MenuItem>
      );
    }),
  ];

  return (
    <Menu
      open={open}
      anchorEl={anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
      transformOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      slotProps={{ list: { 'aria-label': t('controls.devices') }, paper: { sx: { maxWidth: 360 } } }}
    >
      {local.microphones.length > 0 &&
        group('audio', t('devices.microphones'), local.microphones, local.microphoneId)}
      {local.cameras.length > 0 && group('video', t('devices.cameras'), local.cameras, local.cameraId)}
    </Menu>
  );
}
