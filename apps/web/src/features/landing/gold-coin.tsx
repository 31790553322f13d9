import Box from '@mui/material/Box';

type Props = { size?: number };

/** The gold coin drawn next to every coin mention (decorative: the text beside it says "coins"). */
export function GoldCoin({ size = 20 }: Props) {
  return (
    <Box
      component="svg"
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      sx={{ width: size, height: size, flexShrink: 0, display: 'inline-block', verticalAlign: 'middle' }}
    >
      <circle cx="12" cy="12" r="11" fill="#B88A00" />
      <circle cx="12" cy="11.2" r="10.2" fill="#F2B705" />
      <circle cx="12" cy="11.2" r="7.4" fill="none" stroke="#FFE083" strokeWidth="1.2" />
      <path
        d="M9.6 7.4h3.1c1.6 0 2.6.8 2.6 2 0 .8-.4 1.4-1.1 1.7.9.3 1.5 1 1.5 1.9 0 1.4-1.1 2.3-2.9 2.3H9.6zm1.6 3.2h1.3c.7 0 1.1-.3 1.1-.9s-.4-.8-1.1-.8h-1.3zm0 3.3h1.5c.8 0 1.2-.3 1.2-.9s-.4-.9-1.2-.9h-1.5z"
        fill="#1A1400"
      />
    </Box>
  );
}
