import type { Story } from '@betogether/contracts/stories/stories.schemas';
import LinkRounded from '@mui/icons-material/LinkRounded';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { stage } from '../story-look';

/** What a link sticker shows: its label, else the site's name (never the whole address). */
function linkText(link: { url: string; label: string | null }): string {
  if (link.label) return link.label;
  try {
    return new URL(link.url).hostname.replace(/^www\./, '');
  } catch {
    return link.url;
  }
}

type Props = Pick<Story, 'caption' | 'link'> & {
  /** Drawn only (a preview): the sticker is not a link yet. */
  preview?: boolean;
};

/** A story's caption and link sticker, drawn over it (the viewer, and the new story's preview). */
export function StoryStickers({ caption, link, preview = false }: Props) {
  if (!caption && !link) return null;
  return (
    <Box sx={{ display: 'grid', justifyItems: 'center', gap: 1.5, px: 2, pb: 1.5 }}>
      {link && (
        <Box
          component={preview ? 'span' : 'a'}
          href={preview ? undefined : link.url}
          target={preview ? undefined : '_blank'}
          rel={preview ? undefined : 'noopener noreferrer nofollow ugc'}
          sx={{
            display: 'inline-flex',
            alignItems: 'center',
            gap: 0.75,
            maxWidth: '100%',
            px: 1.5,
            py: 0.75,
            borderRadius: 2,
            bgcolor: stage.sticker,
            color: stage.stickerText,
            fontWeight: 700,
            textDecoration: 'none',
            boxShadow: 3,
            '&:focus-visible': { outline: `3px solid ${stage.text}`, outlineOffset: 2 },
          }}
        >
          <LinkRounded fontSize="small" aria-hidden />
          <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
            {linkText(link)}
          </Box>
        </Box>
      )}
      {caption && (
        <Typography
          sx={{
            color: stage.text,
            textAlign: 'center',
            fontWeight: 500,
            textShadow: stage.textShadow,
            overflowWrap: 'anywhere',
          }}
        >
          {caption}
        </Typography>
      )}
    </Box>
  );
}
