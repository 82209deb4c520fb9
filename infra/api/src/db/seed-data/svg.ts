/**
 * Small deterministic SVG pictures for seeded logos, photos and banners, so a fresh install
 * shows images without any download. Colours come from the food type; text is escaped.
 */
const escapeXml = (value: string): string =>
  value.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c] ?? c);

const FONT = `font-family="'Noto Sans TC','PingFang TC','Microsoft JhengHei',sans-serif"`;

/** A square logo: the store's first character on its food-type colour. */
export function logoSvg(name: string, [background, accent]: readonly [string, string]): string {
  const initial = escapeXml(Array.from(name)[0] ?? '樂');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200" viewBox="0 0 200 200">
<rect width="200" height="200" rx="40" fill="${background}"/>
<circle cx="100" cy="100" r="72" fill="none" stroke="${accent}" stroke-width="6"/>
<text x="100" y="126" text-anchor="middle" font-size="84" font-weight="700" fill="${accent}" ${FONT}>${initial}</text>
</svg>
`;
}

/** A 4:3 "photo": a plate and bowls on a table in the food type's colours; `variant` moves them. */
export function photoSvg(label: string, [background, accent]: readonly [string, string], variant: number): string {
  const x = 260 + (variant % 3) * 140;
  const y = 280 + (variant % 2) * 40;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600" viewBox="0 0 800 600">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${background}"/><stop offset="1" stop-color="#2c1a0e"/></linearGradient></defs>
<rect width="800" height="600" fill="url(#g)"/>
<circle cx="${x}" cy="${y}" r="170" fill="#fdfefe" opacity="0.92"/>
<circle cx="${x}" cy="${y}" r="120" fill="${accent}"/>
<circle cx="${x + 250}" cy="${y - 120}" r="70" fill="#fdfefe" opacity="0.85"/>
<circle cx="${x + 250}" cy="${y - 120}" r="48" fill="${background}" opacity="0.8"/>
<rect x="0" y="520" width="800" height="80" fill="#000" opacity="0.35"/>
<text x="32" y="572" font-size="36" fill="#fff" ${FONT}>${escapeXml(label)}</text>
</svg>
`;
}

/** A wide banner for the carousel, articles and news. */
export function bannerSvg(title: string, [background, accent]: readonly [string, string]): string {
  // About 16 characters fit on one line at this size.
  const chars = Array.from(title);
  const line = chars.length > 16 ? `${chars.slice(0, 15).join('')}…` : title;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="500" viewBox="0 0 1200 500">
<rect width="1200" height="500" fill="${background}"/>
<circle cx="1020" cy="120" r="260" fill="${accent}" opacity="0.35"/>
<circle cx="1100" cy="420" r="160" fill="${accent}" opacity="0.5"/>
<text x="72" y="270" font-size="64" font-weight="700" fill="#fff" ${FONT}>${escapeXml(line)}</text>
</svg>
`;
}
