import FlagOutlined from '@mui/icons-material/FlagOutlined';
import MoreVert from '@mui/icons-material/MoreVert';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { ReportTaskDialog } from './report-task-dialog';

/** The "…" menu of a task screen: for now, "Report this task". */
export function TaskMenu({ taskId }: { taskId: string }) {
  const { t } = useTranslation('tasks');
  const id = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [reporting, setReporting] = useState(false);
  return (
    <>
      <IconButton
        aria-label={t('report.menu')}
        aria-haspopup="menu"
        aria-controls={anchor ? `${id}-menu` : undefined}
        aria-expanded={anchor ? true : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <MoreVert />
      </IconButton>
      <Menu id={`${id}-menu`} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        <MenuItem
          onClick={() => {
            setAnchor(null);
            setReporting(true);
          }}
        >
          <ListItemIcon>
            <FlagOutlined fontSize="small" />
          </ListItemIcon>
          <ListItemText primary={t('report.action')} />
        </MenuItem>
      </Menu>
      <ReportTaskDialog taskId={taskId} open={reporting} onClose={() => setReporting(false)} />
    </>
  );
}
