import { type Audience, audiences } from '@betogether/contracts/posts/posts.constants';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useTranslation } from '@/lib/use-translation';
import { AudienceOption } from './audience-option';

type Props = {
  id: string;
  anchor: HTMLElement | null;
  open: boolean;
  value: Audience;
  onPick: (audience: Audience) => void;
  onClose: () => void;
};

/** The audiences with what each means, as the options of a list box (opened by AudiencePicker). */
export function AudienceMenu({ id, anchor, open, value, onPick, onClose }: Props) {
  const { t } = useTranslation('posts');
  return (
    <Menu
      anchorEl={anchor}
      open={open && anchor !== null}
      onClose={onClose}
      slotProps={{ list: { id, role: 'listbox', 'aria-label': t('audience.label') } }}
    >
      {audiences.map((audience) => (
        <MenuItem
          key={audience}
          role="option"
          aria-selected={audience === value}
          selected={audience === value}
          onClick={() => onPick(audience)}
          sx={{ gap: 1.5, alignItems: 'flex-start', maxWidth: 320 }}
        >
          <AudienceOption audience={audience} />
        </MenuItem>
      ))}
    </Menu>
  );
}
