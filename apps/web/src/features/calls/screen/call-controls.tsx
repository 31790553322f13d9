import CallEndRounded from '@mui/icons-material/CallEndRounded';
import MicNoneOutlined from '@mui/icons-material/MicNoneOutlined';
import MicOffOutlined from '@mui/icons-material/MicOffOutlined';
import PresentToAllOutlined from '@mui/icons-material/PresentToAllOutlined';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import VideocamOffOutlined from '@mui/icons-material/VideocamOffOutlined';
import VideocamOutlined from '@mui/icons-material/VideocamOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { type ReactNode, useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { lazyPart } from '@/ui/lazy-part';
import type { CallEngine, LocalView } from '../engine/call-engine';

const DeviceMenu = lazyPart(() => import('./device-menu').then((m) => m.DeviceMenu));

type Props = {
  engine: CallEngine;
  local: LocalView;
  /** Ringing, nobody answered yet: leaving cancels the call. */
  ringing: boolean;
};

type ControlProps = {
  label: string;
  /** A toggle's state (aria-pressed); none for a plain action. */
  pressed?: boolean;
  danger?: boolean;
  disabled?: boolean;
  onClick: (anchor: HTMLElement) => void;
  children: ReactNode;
  more?: Record<string, unknown>;
};

/** A round button of the bar, named for screen readers and with the same words on hover. */
function Control({
  label,
  pressed,
  danger = false,
  disabled = false,
  onClick,
  children,
  more,
}: ControlProps) {
  const lit = pressed === true;
  return (
    // The button is named by its own aria-label; the tooltip only shows the same words on hover.
    <Tooltip title={label} describeChild>
      <span>
        <IconButton
          aria-label={label}
          aria-pressed={pressed}
          disabled={disabled}
          onClick={(event) => onClick(event.currentTarget)}
          {...more}
          sx={{
            width: { xs: 48, sm: 56 },
            height: { xs: 48, sm: 56 },
            color: lit ? '#111827' : '#fff',
            bgcolor: danger ? '#dc2626' : lit ? '#f3f4f6' : 'rgba(255, 255, 255, 0.14)',
            '&:hover': { bgcolor: danger ? '#b91c1c' : lit ? '#e5e7eb' : 'rgba(255, 255, 255, 0.24)' },
            '&.Mui-focusVisible': { outline: '3px solid #93c5fd', outlineOffset: 2 },
            '&.Mui-disabled': { color: 'rgba(255, 255, 255, 0.38)', bgcolor: 'rgba(255, 255, 255, 0.08)' },
          }}
        >
          {children}
        </IconButton>
      </span>
    </Tooltip>
  );
}

/**
 * The call's bar: microphone, camera, screen sharing, devices and leaving, each reachable with the
 * keyboard (Tab, then Enter or Space). A toggle says its state (pressed: the microphone is off, the
 * camera is off, the screen is shared).
 */
export function CallControls({ engine, local, ringing }: Props) {
  const { t } = useTranslation('calls');
  const [devicesAnchor, setDevicesAnchor] = useState<HTMLElement | null>(null);
  const hasDevices = local.microphones.length > 0 || local.cameras.length > 0;

  return (
    <Box
      role="toolbar"
      aria-label={t('controls.label')}
      sx={{
        display: 'flex',
        justifyContent: 'center',
        alignItems: 'center',
        gap: { xs: 1.25, sm: 2 },
        p: 1.5,
      }}
    >
      <Control
        label={t('controls.mute')}
        pressed={!local.audio}
        onClick={() => engine.setAudio(!local.audio)}
      >
        {local.audio ? <MicNoneOutlined /> : <MicOffOutlined />}
      </Control>
      <Control
        label={t('controls.cameraOff')}
        pressed={!local.video}
        onClick={() => void engine.setCamera(!local.video)}
      >
        {local.video ? <VideocamOutlined /> : <VideocamOffOutlined />}
      </Control>
      {local.canShareScreen && (
        <Control
          label={t('controls.share')}
          pressed={local.screen}
          onClick={() => void engine.setScreen(!local.screen)}
        >
          <PresentToAllOutlined />
        </Control>
      )}
      <Control
        label={t('controls.devices')}
        disabled={!hasDevices}
        onClick={setDevicesAnchor}
        more={{ 'aria-haspopup': 'menu', ...DeviceMenu.preloadProps }}
      >
        <SettingsOutlined />
      </Control>
      <Control
        label={t(ringing ? 'controls.cancel' : 'controls.leave')}
        danger
        onClick={() => void engine.leave()}
      >
        <CallEndRounded />
      </Control>
      <DeviceMenu
        open={devicesAnchor !== null}
        anchor={devicesAnchor}
        local={local}
        onChoose={(kind, id) => {
          setDevicesAnchor(null);
          void engine.switchDevice(kind, id);
        }}
        onClose={() => setDevicesAnchor(null)}
      />
    </Box>
  );
}
