import AddOutlined from '@mui/icons-material/AddOutlined';
import Button from '@mui/material/Button';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from '@/lib/use-translation';
import { createScreens } from '../task-links';

/** "New task": the five create screens, each with a line saying what it makes. */
export function NewTaskMenu() {
  const { t } = useTranslation('partner-dashboard');
  const id = useId();
  const anchor = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        ref={anchor}
        variant="contained"
        startIcon={<AddOutlined />}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? `${id}-menu` : undefined}
        onClick={() => setOpen(true)}
      >
        {t('newTask.open')}
      </Button>
      <Menu id={`${id}-menu`} anchorEl={anchor.current} open={open} onClose={() => setOpen(false)}>
        {createScreens.map((screen) => (
          <MenuItem key={screen.key} component={RouterLink} to={screen.href()} onClick={() => setOpen(false)}>
            <ListItemText
              primary={t(`newTask.${screen.key}`)}
              secondary={t(`newTask.${screen.key}Help`)}
              slotProps={{ secondary: { sx: { whiteSpace: 'normal', maxWidth: 300 } } }}
            />
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
