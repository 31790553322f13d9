import sharp from 'sharp';

/**
 * Pictures for the demo network, drawn here (no download): an avatar is initials on a two-colour
 * gradient, a post picture a small landscape (sky, sun, hills) in one of a few palettes.
 */
const palettes = [
  ['#ff7a59', '#ffd166', '#2a9d8f', '#264653'],
  ['#8ecae6', '#ffb703', '#219ebc', '#023047'],
  ['#f4acb7', '#ffe5d9', '#9d8189', '#4a4e69'],
  ['#a8dadc', '#f1faee', '#457b9d', '#1d3557'],
  ['#ffcad4', '#f6bd60', '#84a59d', '#3d405b'],
  ['#b8c0ff', '#ffd6a5', '#6a4c93', '#22223b'],
] as const;

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

export async function avatarPicture(initials: string, index: number): Promise<Buffer> {
  const [light, , mid, dark] = palettes[index % palettes.length] as readonly string[];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="${mid}"/><stop offset="1" stop-color="${dark}"/>
  </linearGradient></defs>
  <rect width="512" height="512" fill="url(#g)"/>
  <circle cx="430" cy="90" r="120" fill="${light}" opacity="0.25"/>
  <text x="256" y="256" dy="0.35em" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif"
    font-size="200" font-weight="700" fill="#ffffff">${escapeXml(initials)}</text>
</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 82 }).toBuffer();
}

export async function landscapePicture(index: number, wide: boolean): Promise<Buffer> {
  const [sky, sun, hills, far] = palettes[index % palettes.length] as readonly string[];
  const width = wide ? 1200 : 900;
  const height = wide ? 800 : 1100;
  const horizon = Math.round(height * (0.55 + (index % 5) * 0.04));
  const sunX = Math.round(width * (0.2 + ((index * 37) % 60) / 100));
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="${sky}"/><stop offset="1" stop-color="${sun}"/>
  </linearGradient></defs>
  <rect width="${width}" height="${height}" fill="url(#s)"/>
  <circle cx="${sunX}" cy="${horizon - height * 0.18}" r="${height * 0.09}" fill="${sun}" opacity="0.9"/>
  <path d="M0 ${horizon} Q ${width * 0.25} ${horizon - height * 0.16} ${width * 0.5} ${horizon} T ${width} ${horizon - height * 0.05} V ${height} H 0 Z" fill="${far}" opacity="0.75"/>
  <path d="M0 ${horizon + height * 0.12} Q ${width * 0.35} ${horizon - height * 0.02} ${width * 0.7} ${horizon + height * 0.1} T ${width} ${horizon + height * 0.08} V ${height} H 0 Z" fill="${hills}"/>
</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 78 }).toBuffer();
}
