import Box from '@mui/material/Box';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import type { Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type ComponentType, type ReactNode, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { matching } from '@/lib/url-filters';
import { visuallyHidden } from '@/ui/visually-hidden';
import { useLiveChat } from '../api/use-live-chat';
import { ChatFrame } from './chat-frame';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `?c=<id>` (and any id of the address): an id, or nothing for a hand-edited one. */
export const idParam = matching((value) => UUID.test(value));

/**
 * The way between the list and what is open (`openId`, followed live): from md both show side by
 * side; on a phone one of them, the open one with a way back (`onBack`). Back returns to the list
 * when the pane was opened from it (`openFromList`); opened from a link, the list replaces the pane.
 */
export function useTwoPanes(openId: string | null, listHref: string) {
  const navigate = useNavigate();
  const location = useLocation();
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'), { noSsr: true });
  useLiveChat(openId);

  const toList = () => navigate(listHref, { replace: true });
  const back = () => {
    if ((location.state as { fromList?: boolean } | null)?.fromList) navigate(-1);
    else toList();
  };
  const openFromList = (href: string) => navigate(href, { state: { fromList: true } });
  return { wide, back, onBack: wide ? undefined : back, toList, openFromList };
}

type Props = {
  /** The page's name: the window's title, and the page's heading while the list is hidden. */
  title: string;
  wide: boolean;
  /** The list's column from md, its narrowest and widest, in px. */
  listWidth: [number, number];
  /** The list, with the page's visible heading (`id="chat-title"`). */
  list: ReactNode;
  /** What is open, or null: the list alone on a phone, `empty` beside it from md. */
  pane: ReactNode;
  empty: { icon: ComponentType<SvgIconProps>; text: string };
};

/** A chat page: the list beside the open pane from md, one of them at a time on a phone. */
export function TwoPaneChat({ title, wide, listWidth, list, pane, empty }: Props) {
  useEffect(() => {
    document.title = `${title} · BeTogether`;
  }, [title]);

  const listShown = wide || pane === null;
  const Icon = empty.icon;
  return (
    <>
      {!listShown && (
        <Typography id="chat-title" component="h1" sx={visuallyHidden}>
          {title}
        </Typography>
      )}
      <ChatFrame columns={wide ? `minmax(${listWidth[0]}px, ${listWidth[1]}px) minmax(0, 1fr)` : undefined}>
        {listShown && (
          <Box sx={{ minHeight: 0, borderRight: wide ? 1 : 0, borderColor: 'divider' }}>{list}</Box>
        )}
        {pane ??
          (wide && (
            <Box sx={{ m: 'auto', textAlign: 'center', px: 3 }}>
              <Icon sx={{ fontSize: 56, color: 'text.disabled', mb: 1 }} aria-hidden />
              <Typography color="text.secondary">{empty.text}</Typography>
            </Box>
          ))}
      </ChatFrame>
    </>
  );
}
