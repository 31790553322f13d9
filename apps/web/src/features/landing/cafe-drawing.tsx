/** A flat drawing of a café front: the photo a member takes for the sample picture task. */
export function CafeDrawing() {
  const stripes = Array.from({ length: 8 }, (_, index) => index);
  return (
    <svg
      viewBox="0 0 320 150"
      width="100%"
      height="100%"
      preserveAspectRatio="xMidYMid slice"
      aria-hidden="true"
      focusable="false"
    >
      <rect width="320" height="150" fill="#CFE0FF" />
      <circle cx="284" cy="26" r="13" fill="#F2B705" />
      <rect x="36" y="36" width="248" height="114" fill="#F3DFC1" />
      <rect x="102" y="44" width="116" height="18" rx="4" fill="#1E4FD8" />
      <rect x="116" y="51" width="88" height="4" rx="2" fill="#FFFFFF" opacity="0.85" />
      {stripes.map((index) => (
        <rect
          key={index}
          x={36 + index * 31}
          y="68"
          width="31"
          height="16"
          fill={index % 2 === 0 ? '#1E4FD8' : '#FFFFFF'}
        />
      ))}
      {stripes.map((index) => (
        <circle
          key={index}
          cx={51.5 + index * 31}
          cy="84"
          r="15.5"
          fill={index % 2 === 0 ? '#1E4FD8' : '#FFFFFF'}
          clipPath="url(#cafe-awning)"
        />
      ))}
      <defs>
        <clipPath id="cafe-awning">
          <rect x="36" y="84" width="248" height="8" />
        </clipPath>
      </defs>
      <rect x="52" y="100" width="78" height="50" rx="3" fill="#8FB1FF" />
      <rect x="190" y="100" width="78" height="50" rx="3" fill="#8FB1FF" />
      <path
        d="M60 108l20-6M196 108l22-6"
        stroke="#FFFFFF"
        strokeWidth="3"
        strokeLinecap="round"
        opacity="0.7"
      />
      <rect x="144" y="100" width="32" height="50" rx="3" fill="#4B3A22" />
      <circle cx="170" cy="126" r="2" fill="#F2B705" />
      <circle cx="42" cy="138" r="9" fill="#3E9B5A" />
      <circle cx="278" cy="138" r="9" fill="#3E9B5A" />
      <rect y="146" width="320" height="4" fill="#B0B3B8" />
    </svg>
  );
}
