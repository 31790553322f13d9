import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import { highlightPieces } from '@/lib/search-highlight';

/** Plain text with the searched words in `<mark>`: every piece is a React text node, never HTML. */
export function HighlightedText({ text, query }: { text: string; query: string }) {
  return (
    <>
      {highlightPieces(text, query).map((piece, index) =>
        piece.match ? (
          <Box
            // biome-ignore lint/suspicious/noArrayIndexKey: pieces are positional and never reordered.
            key={index}
            component="mark"
            sx={{
              bgcolor: (theme) => alpha(theme.palette.warning.main, 0.35),
              color: 'inherit',
              borderRadius: 0.5,
            }}
          >
            {piece.text}
          </Box>
        ) : (
          piece.text
        ),
      )}
    </>
  );
}
