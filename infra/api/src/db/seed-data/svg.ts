/**
 * Small deterministic SVG pictures for seeded logos, photos and banners, so a fresh install
 * shows images without any download. Colours come from the food type; text is escaped.
 */
import { FOOD_TYPES } from './food';
import { createRandom, type Random } from './prng';

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

/** Numbers in the pictures: whole pixels keep the files small. */
const r0 = (n: number): number => Math.round(n);

/** Table tops: base, grain or pattern colour, and a cloth or mat. */
const TABLES: readonly (readonly [base: string, grain: string, mat: string])[] = [
  ['#c8a27a', '#a9825c', '#f3ede4'],
  ['#5b3a29', '#472c1f', '#d9c7a7'],
  ['#ecebe7', '#cfcac2', '#2f4f4f'],
  ['#3d4148', '#2e3136', '#b85c38'],
  ['#efe6d8', '#dccbb1', '#7b9e89'],
  ['#2f5d62', '#27504f', '#f2e8cf'],
  ['#f4efe9', '#c0392b', '#ffffff'],
  ['#d9c48f', '#bfa76d', '#8c3b2b'],
  ['#1f2a36', '#18222c', '#e0b15a'],
];
type Texture = 'grain' | 'check' | 'marble' | 'plain';
const TEXTURES: readonly Texture[] = ['grain', 'check', 'marble', 'plain'];
const PLATES = ['#fdfefe', '#f4f1ea', '#e9eef2', '#2b2b2b', '#d7ccc8', '#eef4ed'];

/** What is on the main plate, by food type. */
const DISH_OF: Readonly<Record<string, readonly Dish[]>> = {
  日式料理: ['sushi', 'bowl'],
  燒肉: ['grill', 'skewer'],
  火鍋: ['pot'],
  台菜: ['stirfry', 'fish'],
  義式料理: ['pizza', 'pasta'],
  韓式料理: ['bowl', 'grill'],
  泰式料理: ['curry', 'stirfry'],
  素食: ['salad', 'stirfry'],
  咖啡廳: ['cup', 'cake'],
  甜點: ['cake', 'cup'],
  早午餐: ['brunch', 'cup'],
  牛排: ['steak'],
  居酒屋: ['skewer', 'sushi'],
  海鮮: ['fish', 'stirfry'],
  港式飲茶: ['dimsum'],
  美式料理: ['burger', 'steak'],
  拉麵: ['ramen'],
  法式料理: ['fine', 'steak'],
};
type Dish = 'sushi' | 'bowl' | 'grill' | 'skewer' | 'pot' | 'stirfry' | 'fish' | 'pizza' | 'pasta' | 'curry' | 'salad' | 'cup' | 'cake' | 'brunch' | 'steak' | 'dimsum' | 'burger' | 'ramen' | 'fine';

const SAUCES = ['#c0392b', '#d35400', '#b9770e', '#7d6608', '#6e2c00', '#a04000'];
const GREENS = ['#27ae60', '#1e8449', '#58d68d', '#229954'];

function table(random: Random, w: number, h: number): string {
  const [base, grain, mat] = random.pick(TABLES);
  const texture = random.pick(TEXTURES);
  let out = `<rect width="${w}" height="${h}" fill="${base}"/>`;
  if (texture === 'grain') {
    for (let y = random.int(10, 40); y < h; y += random.int(30, 70)) out += `<rect y="${y}" width="${w}" height="${random.int(2, 6)}" fill="${grain}" opacity="0.6"/>`;
  } else if (texture === 'check') {
    const size = random.int(30, 60);
    out += `<defs><pattern id="c" width="${size * 2}" height="${size * 2}" patternUnits="userSpaceOnUse"><rect width="${size}" height="${size}" fill="${grain}" opacity="0.35"/><rect x="${size}" y="${size}" width="${size}" height="${size}" fill="${grain}" opacity="0.35"/></pattern></defs><rect width="${w}" height="${h}" fill="url(#c)"/>`;
  } else if (texture === 'marble') {
    for (let n = 0; n < 4; n++) {
      const y = random.int(0, h);
      out += `<path d="M0 ${y}C${r0(w * 0.3)} ${y + random.int(-120, 120)} ${r0(w * 0.6)} ${y + random.int(-120, 120)} ${w} ${y + random.int(-80, 80)}" stroke="${grain}" stroke-width="${random.int(2, 5)}" fill="none" opacity="0.7"/>`;
    }
  }
  // A mat or napkin under part of the scene.
  if (random.chance(0.6)) out += `<rect x="${random.int(-40, r0(w * 0.5))}" y="${random.int(-40, r0(h * 0.4))}" width="${r0(w * 0.55)}" height="${r0(h * 0.75)}" rx="12" fill="${mat}" opacity="0.85" transform="rotate(${random.int(-12, 12)} ${r0(w / 2)} ${r0(h / 2)})"/>`;
  return out;
}

/** The food on a plate of radius `r` around (0, 0). */
function food(dish: Dish, r: number, random: Random, accent: string): string {
  const sauce = random.pick(SAUCES);
  const green = random.pick(GREENS);
  const dots = (n: number, colour: string, spread: number, size: number) =>
    Array.from({ length: n }, () => `<circle cx="${random.int(-r0(spread), r0(spread))}" cy="${random.int(-r0(spread), r0(spread))}" r="${random.int(size, size * 2)}" fill="${colour}"/>`).join('');
  switch (dish) {
    case 'sushi': {
      const n = random.int(3, 5);
      const tops = ['#f08a5d', '#c0392b', '#f4d03f', '#fadbd8'];
      return Array.from({ length: n }, (_, i) => {
        const x = r0(-r * 0.7 + (i * r * 1.4) / Math.max(1, n - 1) - 22);
        return `<rect x="${x}" y="-28" width="44" height="56" rx="14" fill="#fbfcfc"/><rect x="${x - 2}" y="-32" width="48" height="30" rx="12" fill="${random.pick(tops)}"/>`;
      }).join('');
    }
    case 'bowl':
    case 'curry': {
      const base = dish === 'curry' ? random.pick(['#b7950b', '#d68910', '#1e8449']) : '#f8f9f9';
      const parts = ['#e67e22', green, '#8e44ad', sauce, '#f5cba7'];
      const wedges = parts.map((c, i) => {
        const a = (i / parts.length) * Math.PI * 2;
        return `<circle cx="${r0(Math.cos(a) * r * 0.45)}" cy="${r0(Math.sin(a) * r * 0.45)}" r="${r0(r * 0.26)}" fill="${c}"/>`;
      });
      return `<circle r="${r0(r * 0.85)}" fill="${base}"/>${dish === 'bowl' ? wedges.join('') : dots(5, '#fdebd0', r * 0.5, 8)}<circle r="${r0(r * 0.18)}" fill="#f4d03f"/>`;
    }
    case 'grill':
      return `<circle r="${r0(r * 0.9)}" fill="#2c2c2c"/>${[-2, -1, 0, 1, 2].map((i) => `<rect x="${r0(-r * 0.8)}" y="${r0(i * r * 0.3 - 2)}" width="${r0(r * 1.6)}" height="4" fill="#777"/>`).join('')}${Array.from({ length: random.int(4, 6) }, () => `<rect x="${random.int(r0(-r / 2), r0(r / 3))}" y="${random.int(r0(-r / 2), r0(r / 3))}" width="${random.int(40, 70)}" height="${random.int(24, 36)}" rx="8" fill="${random.pick(['#a93226', '#cd6155', '#922b21'])}"/>`).join('')}`;
    case 'skewer':
      return Array.from({ length: random.int(3, 4) }, (_, i) => {
        const y = r0(-r * 0.5 + i * r * 0.35);
        return `<rect x="${r0(-r * 0.9)}" y="${y - 2}" width="${r0(r * 1.8)}" height="4" fill="#d5b48a"/>${[0, 1, 2, 3].map((k) => `<rect x="${r0(-r * 0.6 + k * r * 0.32)}" y="${y - 14}" width="30" height="28" rx="7" fill="${random.pick(['#873600', '#a04000', '#6e2c00', green])}"/>`).join('')}`;
      }).join('');
    case 'pot':
      return `<circle r="${r0(r * 1.05)}" fill="#555"/><circle r="${r0(r * 0.95)}" fill="${random.pick(['#b03a2e', '#e8c07d', '#f0e6d2'])}"/>${dots(6, '#f5b7b1', r * 0.6, 10)}${dots(4, green, r * 0.6, 8)}<rect x="-30" y="${r0(-r * 0.3)}" width="60" height="30" rx="6" fill="#fdfefe"/>`;
    case 'stirfry':
    case 'salad':
      return `${dots(dish === 'salad' ? 9 : 6, green, r * 0.55, 12)}${dots(dish === 'salad' ? 4 : 7, dish === 'salad' ? '#e74c3c' : sauce, r * 0.55, 10)}${dots(3, accent, r * 0.5, 8)}`;
    case 'fish':
      return `<ellipse rx="${r0(r * 0.7)}" ry="${r0(r * 0.3)}" fill="${random.pick(['#d4ac0d', '#ca6f1e', '#bfc9ca'])}"/><path d="M${r0(r * 0.65)} 0L${r0(r * 0.95)} -30L${r0(r * 0.95)} 30Z" fill="#b9770e"/><circle cx="${r0(-r * 0.45)}" cy="-6" r="6" fill="#222"/>${dots(3, green, r * 0.4, 6)}<circle cx="${r0(-r * 0.5)}" cy="${r0(r * 0.5)}" r="20" fill="#f7dc6f"/>`;
    case 'pizza':
      return `<circle r="${r0(r * 0.92)}" fill="#e3a857"/><circle r="${r0(r * 0.8)}" fill="${sauce}"/>${dots(7, '#fdf2e9', r * 0.55, 12)}${dots(4, green, r * 0.55, 6)}${[0, 1, 2].map((k) => `<rect x="${r0(-r * 0.92)}" y="-1" width="${r0(r * 1.84)}" height="2" fill="#a04000" transform="rotate(${k * 60})"/>`).join('')}`;
    case 'pasta':
      return `${Array.from({ length: 6 }, (_, k) => `<circle r="${r0(r * (0.2 + k * 0.1))}" fill="none" stroke="#f7dc6f" stroke-width="8"/>`).join('')}${dots(5, sauce, r * 0.45, 8)}${dots(3, green, r * 0.45, 6)}`;
    case 'cup':
      return `<circle r="${r0(r * 0.7)}" fill="#fdfefe" stroke="#ddd" stroke-width="3"/><circle r="${r0(r * 0.5)}" fill="#6e2c00"/><circle r="${r0(r * 0.3)}" fill="#f6ddcc" opacity="0.85"/><rect x="${r0(r * 0.65)}" y="-10" width="${r0(r * 0.3)}" height="20" rx="8" fill="#fdfefe"/>`;
    case 'cake':
      return `<path d="M${r0(-r * 0.6)} ${r0(r * 0.4)}L${r0(r * 0.6)} ${r0(r * 0.4)}L0 ${r0(-r * 0.6)}Z" fill="#fdebd0"/><path d="M${r0(-r * 0.35)} ${r0(r * 0.02)}L${r0(r * 0.35)} ${r0(r * 0.02)}" stroke="${accent}" stroke-width="10"/>${dots(4, random.pick(['#c0392b', '#8e44ad', '#e74c3c']), r * 0.3, 8)}`;
    case 'brunch':
      return `<ellipse cx="${r0(-r * 0.25)}" cy="-10" rx="${r0(r * 0.35)}" ry="${r0(r * 0.28)}" fill="#fdfefe"/><circle cx="${r0(-r * 0.25)}" cy="-10" r="${r0(r * 0.12)}" fill="#f5b041"/><rect x="${r0(r * 0.05)}" y="${r0(-r * 0.2)}" width="${r0(r * 0.5)}" height="${r0(r * 0.45)}" rx="10" fill="#dc9b4a"/>${dots(5, green, r * 0.5, 8)}`;
    case 'steak':
      return `<ellipse rx="${r0(r * 0.55)}" ry="${r0(r * 0.38)}" fill="#6e2c00" transform="rotate(${random.int(-30, 30)})"/>${[-1, 0, 1].map((k) => `<rect x="${r0(-r * 0.4)}" y="${r0(k * r * 0.18 - 3)}" width="${r0(r * 0.8)}" height="6" fill="#3b1a05" transform="rotate(-25)"/>`).join('')}${dots(4, green, r * 0.6, 8)}${dots(3, '#f5cba7', r * 0.6, 10)}`;
    case 'dimsum':
      return `<circle r="${r0(r * 0.95)}" fill="#d9b77e" stroke="#b08d57" stroke-width="10"/>${Array.from({ length: 4 }, (_, k) => {
        const a = (k / 4) * Math.PI * 2 + random.next();
        return `<circle cx="${r0(Math.cos(a) * r * 0.45)}" cy="${r0(Math.sin(a) * r * 0.45)}" r="${r0(r * 0.26)}" fill="#fbf3e4" stroke="#e5d3b3" stroke-width="3"/>`;
      }).join('')}`;
    case 'burger':
      return `<circle cx="${r0(-r * 0.2)}" r="${r0(r * 0.5)}" fill="#d68910"/>${dots(8, '#fdebd0', r * 0.3, 3)}${Array.from({ length: 6 }, (_, k) => `<rect x="${r0(r * 0.35 + (k % 3) * 14)}" y="${r0(-r * 0.3 + k * 12)}" width="10" height="${random.int(50, 70)}" rx="3" fill="#f4d03f" transform="rotate(${random.int(-20, 20)})"/>`).join('')}`;
    case 'ramen':
      return `<circle r="${r0(r * 0.9)}" fill="${random.pick(['#f0d9b5', '#c68642', '#e8c07d'])}"/>${[0, 1, 2].map((k) => `<path d="M${r0(-r * 0.5)} ${k * 14 - 10}q${r0(r * 0.25)} -20 ${r0(r * 0.5)} 0t${r0(r * 0.5)} 0" stroke="#f7dc6f" stroke-width="7" fill="none"/>`).join('')}<circle cx="${r0(r * 0.35)}" cy="${r0(-r * 0.35)}" r="${r0(r * 0.2)}" fill="#d4a373"/><ellipse cx="${r0(-r * 0.35)}" cy="${r0(r * 0.4)}" rx="28" ry="20" fill="#fdfefe"/><circle cx="${r0(-r * 0.35)}" cy="${r0(r * 0.4)}" r="11" fill="#f39c12"/><rect x="${r0(r * 0.3)}" y="${r0(r * 0.1)}" width="24" height="60" fill="#1c2833"/>${dots(5, green, r * 0.5, 5)}`;
    default:
      return `<circle r="${r0(r * 0.3)}" fill="#6e2c00"/>${dots(6, sauce, r * 0.5, 5)}${dots(3, green, r * 0.4, 5)}`;
  }
}

/** Chopsticks, a fork and knife, or a spoon beside the plate. */
function cutlery(random: Random, x: number, y: number): string {
  const kind = random.int(0, 2);
  const colour = random.pick(['#8d6e63', '#c9a66b', '#2c2c2c', '#bdc3c7']);
  const turn = `transform="rotate(${random.int(-25, 25)} ${x} ${y})"`;
  if (kind === 0) return `<g ${turn}><rect x="${x}" y="${y - 150}" width="8" height="300" rx="4" fill="${colour}"/><rect x="${x + 18}" y="${y - 150}" width="8" height="300" rx="4" fill="${colour}"/></g>`;
  if (kind === 1) return `<g ${turn} fill="#bdc3c7"><rect x="${x}" y="${y - 140}" width="10" height="280" rx="5"/><rect x="${x + 28}" y="${y - 140}" width="12" height="280" rx="6"/></g>`;
  return `<g ${turn} fill="${colour}"><ellipse cx="${x + 10}" cy="${y - 110}" rx="22" ry="32"/><rect x="${x + 5}" y="${y - 80}" width="10" height="200" rx="5"/></g>`;
}

/**
 * A table seen from above or at an angle: a main plate of the food type's dish, side dishes,
 * cutlery and garnish on a table top, all drawn from `random` (a stream per picture), so two
 * stores of one cuisine get different plates, colours, tables and compositions. No text.
 */
export function sceneSvg(random: Random, w: number, h: number, cuisine: string, [background, accent]: readonly [string, string]): string {
  const dish = random.pick(DISH_OF[cuisine] ?? ['fine']);
  const angled = random.chance(0.5);
  const squash = angled ? (random.int(55, 75) / 100).toFixed(2) : '1';
  const r = random.int(r0(h * 0.28), r0(h * 0.36));
  const cx = random.int(r0(w * 0.32), r0(w * 0.62));
  const cy = random.int(r0(h * 0.45), r0(h * 0.58));
  const plate = random.pick(PLATES);
  const sides = Array.from({ length: random.int(1, 3) }, () => {
    const sr = random.int(r0(h * 0.08), r0(h * 0.13));
    const left = cx - r - sr > sr * 2 && random.chance(0.5);
    const sx = left ? random.int(sr, r0(cx - r - sr)) : random.int(Math.min(w - sr, r0(cx + r + sr)), w - sr);
    const sy = random.int(sr, h - sr);
    return `<circle cx="${sx}" cy="${sy}" r="${sr}" fill="${random.pick(PLATES)}"/><circle cx="${sx}" cy="${sy}" r="${r0(sr * 0.7)}" fill="${random.pick([accent, background, random.pick(SAUCES), random.pick(GREENS)])}"/>`;
  }).join('');
  const scene = `<g transform="translate(${cx} ${cy}) scale(1 ${squash}) rotate(${random.int(-40, 40)})"><circle r="${r0(r * 1.08)}" fill="#000" opacity="0.18" cy="10"/><circle r="${r}" fill="${plate}"/><circle r="${r0(r * 0.82)}" fill="none" stroke="${background}" stroke-width="3" opacity="0.5"/>${food(dish, r0(r * 0.75), random, accent)}</g>`;
  const side = random.chance(0.5) ? cx - r - 60 : cx + r + 30;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
${table(random, w, h)}${sides}${scene}${cutlery(random, side, cy)}
</svg>
`;
}

/** A store's nth 4:3 photo, from a stream of its own (store id and photo number). */
export function photoSvg(storeId: number, n: number, cuisine: string, colours: readonly [string, string]): string {
  return sceneSvg(createRandom(storeId * 7919 + n * 104_729 + 17), 800, 600, cuisine, colours);
}

/** An article's 16:9 cover: a table of its food type, no title burnt in (the page prints it). */
export function coverSvg(articleId: number, cuisine: string, colours: readonly [string, string]): string {
  return sceneSvg(createRandom(articleId * 31_337 + 5), 1280, 720, cuisine, colours);
}

/**
 * A carousel picture: a table scene with a shade along the bottom for the caption the page
 * prints over it — the picture carries no title of its own, so the title shows once.
 */
export function carouselSvg(index: number): string {
  const random = createRandom(index * 4_391 + 99);
  const type = FOOD_TYPES[random.int(0, FOOD_TYPES.length - 1)];
  const scene = sceneSvg(random, 1200, 500, type.name, type.colours);
  return scene.replace(
    '\n</svg>',
    `<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0.55" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.55"/></linearGradient></defs><rect width="1200" height="500" fill="url(#s)"/>\n</svg>`,
  );
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
