import SvgIcon, { type SvgIconProps } from '@mui/material/SvgIcon';

/** The gold coin shown beside every coin amount (DESIGN.md): gold disc, darker rim, a star. */
export function CoinIcon(props: SvgIconProps) {
  return (
    <SvgIcon viewBox="0 0 24 24" aria-hidden {...props}>
      <circle cx="12" cy="12" r="11" fill="#B88A00" />
      <circle cx="12" cy="12" r="9" fill="#F2B705" />
      <circle cx="12" cy="12" r="6.6" fill="none" stroke="#B88A00" strokeWidth="1.2" />
      <path
        d="M12 7.6l1.3 2.7 3 .4-2.2 2.1.5 3-2.6-1.4-2.6 1.4.5-3-2.2-2.1 3-.4z"
        fill="#FFF3C4"
        stroke="#B88A00"
        strokeWidth=".6"
        strokeLinejoin="round"
      />
    </SvgIcon>
  );
}
