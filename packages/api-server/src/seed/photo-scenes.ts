import { Random } from './random';

/*
 * The demo hotels' photos, drawn as SVG scenes (rendered to JPEG by sharp in hotel-photos.ts).
 * Every number comes from a Random seeded by the seed number and the hotel, so a hotel always
 * gets the same pictures, and the main seed's random stream is left untouched.
 */

/** The drawing's coordinate space; the rendered master has the same size. */
export const SCENE_WIDTH = 1600;
export const SCENE_HEIGHT = 1000;

export type SceneKind = 'front' | 'pool' | 'beach' | 'sea' | 'room' | 'terrace' | 'slope' | 'mountains';

/** What a hotel's six photos show, in order: the front first (it is the main photo). */
export function sceneKindsFor(hotel: { ski: boolean }): SceneKind[] {
  return hotel.ski ? ['front', 'slope', 'mountains', 'room', 'pool', 'terrace'] : ['front', 'pool', 'beach', 'sea', 'room', 'terrace'];
}

export interface HotelLook {
  hotelId: number;
  /** Stars × 10 (30 = 3*): more floors and balconies for bigger hotels. */
  standard: number;
  ski: boolean;
}

interface Palette {
  skyTop: string;
  skyBottom: string;
  sun: string;
  seaTop: string;
  seaBottom: string;
  sand: string;
  wall: string;
  wallShade: string;
  accent: string;
  accent2: string;
  roof: string;
  green: string;
  evening: boolean;
}

const WALLS = ['#f4ede1', '#f7f3ea', '#efe3cf', '#e9dccb', '#f3e6d8', '#e8eef2', '#f6e7c8', '#efd9c3', '#dfe7e2'];
const ACCENTS = ['#d9534f', '#2a7ab0', '#e69a28', '#3d9970', '#8e44ad', '#c0392b', '#16a085', '#d35400', '#1f618d', '#b03a2e'];
const ROOFS = ['#a0522d', '#8b3a2b', '#6b4f3a', '#4a5a6a', '#b5651d', '#7a4a3a'];
const GREENS = ['#2e7d32', '#3b8f3e', '#4f9a44', '#2f6b3a', '#5a8f29'];

function hsl(h: number, s: number, l: number): string {
  return `hsl(${Math.round(h)},${Math.round(s)}%,${Math.round(l)}%)`;
}

function paletteFor(rnd: Random): Palette {
  const evening = rnd.chance(0.22);
  const seaHue = 178 + rnd.int(0, 30);
  return {
    skyTop: evening ? hsl(250 + rnd.int(-10, 10), 45, 38) : hsl(205 + rnd.int(-8, 10), 70, 48 + rnd.int(0, 8)),
    skyBottom: evening ? hsl(25 + rnd.int(-8, 10), 90, 68) : hsl(195 + rnd.int(-6, 6), 70, 82 + rnd.int(0, 6)),
    sun: evening ? '#ffb347' : '#fff6c9',
    seaTop: hsl(seaHue + 20, 70, evening ? 30 : 34 + rnd.int(0, 6)),
    seaBottom: hsl(seaHue, 65, evening ? 42 : 50 + rnd.int(0, 8)),
    sand: hsl(38 + rnd.int(-4, 6), 55 + rnd.int(0, 15), 78 + rnd.int(-4, 4)),
    wall: rnd.pick(WALLS),
    wallShade: 'rgba(0,0,0,0.12)',
    accent: rnd.pick(ACCENTS),
    accent2: rnd.pick(ACCENTS),
    roof: rnd.pick(ROOFS),
    green: rnd.pick(GREENS),
    evening,
  };
}

const f = (n: number): string => String(Math.round(n * 10) / 10);

function sky(p: Palette, horizon: number, rnd: Random): string {
  const sunX = 200 + rnd.int(0, 1200);
  const sunY = p.evening ? horizon - 60 - rnd.int(0, 60) : 120 + rnd.int(0, 120);
  const clouds = Array.from({ length: rnd.int(1, 4) }, () => {
    const x = rnd.int(0, SCENE_WIDTH);
    const y = rnd.int(60, Math.max(80, horizon - 200));
    const w = rnd.int(120, 320);
    return `<g fill="#ffffff" fill-opacity="${p.evening ? 0.35 : 0.8}"><ellipse cx="${x}" cy="${y}" rx="${w}" ry="${f(w / 5)}"/><ellipse cx="${f(x + w / 3)}" cy="${f(y - w / 8)}" rx="${f(w / 2)}" ry="${f(w / 5)}"/></g>`;
  }).join('');
  return `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.skyTop}"/><stop offset="1" stop-color="${p.skyBottom}"/></linearGradient>
<radialGradient id="glow"><stop offset="0" stop-color="${p.sun}" stop-opacity="0.9"/><stop offset="1" stop-color="${p.sun}" stop-opacity="0"/></radialGradient></defs>
<rect width="${SCENE_WIDTH}" height="${horizon}" fill="url(#sky)"/>
<circle cx="${sunX}" cy="${sunY}" r="220" fill="url(#glow)"/><circle cx="${sunX}" cy="${sunY}" r="${p.evening ? 70 : 55}" fill="${p.sun}"/>${clouds}`;
}

function sea(p: Palette, top: number, bottom: number, rnd: Random): string {
  const waves = Array.from({ length: 28 }, () => {
    const x = rnd.int(-40, SCENE_WIDTH);
    const y = rnd.int(top + 10, bottom - 10);
    const w = 30 + ((y - top) / (bottom - top)) * 90;
    return `<path d="M${x} ${y} q${f(w / 2)} -${f(w / 8)} ${f(w)} 0" stroke="#ffffff" stroke-opacity="0.45" stroke-width="${f(2 + w / 40)}" fill="none"/>`;
  }).join('');
  const boat = rnd.chance(0.6)
    ? `<g transform="translate(${rnd.int(150, 1400)},${top + rnd.int(15, 50)})"><path d="M0 0 h70 l-12 14 h-48z" fill="#ffffff"/><path d="M34 -4 v-44 l26 40z" fill="#f4f4f4"/></g>`
    : '';
  return `<defs><linearGradient id="sea" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.seaTop}"/><stop offset="1" stop-color="${p.seaBottom}"/></linearGradient></defs>
<rect y="${top}" width="${SCENE_WIDTH}" height="${bottom - top}" fill="url(#sea)"/>${waves}${boat}`;
}

function palm(x: number, ground: number, height: number, p: Palette, rnd: Random): string {
  const lean = rnd.int(-60, 60);
  const topX = x + lean;
  const topY = ground - height;
  const leaves = Array.from({ length: 7 }, (_, i) => {
    const angle = -170 + i * 27 + rnd.int(-8, 8);
    const rad = (angle * Math.PI) / 180;
    const len = height * (0.35 + rnd.next() * 0.12);
    const ex = topX + Math.cos(rad) * len;
    const ey = topY + Math.sin(rad) * len * 0.6 + len * 0.35;
    const cx = topX + Math.cos(rad) * len * 0.5;
    const cy = topY + Math.sin(rad) * len * 0.5 - 20;
    return `<path d="M${f(topX)} ${f(topY)} Q${f(cx)} ${f(cy)} ${f(ex)} ${f(ey)}" stroke="${p.green}" stroke-width="${f(height / 22)}" stroke-linecap="round" fill="none"/>`;
  }).join('');
  return `<path d="M${x} ${ground} Q${f(x + lean * 0.2)} ${f(ground - height / 2)} ${f(topX)} ${f(topY)}" stroke="#7a5a3a" stroke-width="${f(height / 28)}" fill="none"/>${leaves}`;
}

function building(p: Palette, look: HotelLook, x: number, ground: number, width: number, rnd: Random): string {
  const floors = Math.max(2, Math.round(look.standard / 10) + rnd.int(0, 3));
  const floorH = 70;
  const height = floors * floorH + 40;
  const top = ground - height;
  const cols = Math.max(4, Math.round(width / 95));
  const cellW = width / cols;
  const windows: string[] = [];
  for (let fl = 0; fl < floors; fl++) {
    for (let c = 0; c < cols; c++) {
      const wx = x + c * cellW + cellW * 0.2;
      const wy = top + 30 + fl * floorH;
      const lit = p.evening && rnd.chance(0.45);
      windows.push(
        `<rect x="${f(wx)}" y="${wy}" width="${f(cellW * 0.6)}" height="42" fill="${lit ? '#ffd77a' : '#6f93ad'}" fill-opacity="${lit ? 1 : 0.85}"/>`,
      );
      if (look.standard >= 40 && fl > 0) {
        windows.push(
          `<rect x="${f(wx - 6)}" y="${wy + 40}" width="${f(cellW * 0.6 + 12)}" height="8" fill="${p.accent}" fill-opacity="0.8"/>`,
        );
      }
    }
  }
  const roof = rnd.chance(0.5)
    ? `<path d="M${x - 20} ${top} L${f(x + width / 2)} ${top - 70} L${x + width + 20} ${top}z" fill="${p.roof}"/>`
    : `<rect x="${x - 10}" y="${top - 16}" width="${width + 20}" height="16" fill="${p.roof}"/>`;
  const door = `<rect x="${f(x + width / 2 - 60)}" y="${ground - 80}" width="120" height="80" fill="#5b4636"/><rect x="${f(x + width / 2 - 90)}" y="${ground - 96}" width="180" height="18" fill="${p.accent}"/>`;
  return `<rect x="${x}" y="${top}" width="${width}" height="${height}" fill="${p.wall}"/><rect x="${f(x + width * 0.85)}" y="${top}" width="${f(width * 0.15)}" height="${height}" fill="${p.wallShade}"/>${roof}${windows.join('')}${door}`;
}

function lounger(x: number, y: number, scale: number, color: string): string {
  return `<g transform="translate(${f(x)},${f(y)}) scale(${f(scale)})"><path d="M0 0 h90 l30 -26 h10 l-30 32 h-100z" fill="${color}"/><rect x="6" y="6" width="4" height="14" fill="#555"/><rect x="86" y="6" width="4" height="14" fill="#555"/></g>`;
}

function parasol(x: number, y: number, scale: number, color: string): string {
  return `<g transform="translate(${f(x)},${f(y)}) scale(${f(scale)})"><rect x="-3" y="-110" width="6" height="110" fill="#6b5a45"/><path d="M-80 -100 Q0 -170 80 -100z" fill="${color}"/><path d="M-80 -100 Q-40 -112 0 -100 Q40 -112 80 -100" fill="none" stroke="#ffffff" stroke-opacity="0.5" stroke-width="4"/></g>`;
}

function front(p: Palette, look: HotelLook, rnd: Random): string {
  const ground = 760;
  const width = 700 + rnd.int(0, 400);
  const x = rnd.int(120, SCENE_WIDTH - width - 120);
  const palms = Array.from({ length: rnd.int(2, 4) }, (_, i) =>
    palm(i % 2 === 0 ? rnd.int(20, x) : rnd.int(x + width, SCENE_WIDTH - 20), ground + 40, rnd.int(260, 420), p, rnd),
  ).join('');
  return `${sky(p, ground, rnd)}${building(p, look, x, ground, width, rnd)}
<rect y="${ground}" width="${SCENE_WIDTH}" height="${SCENE_HEIGHT - ground}" fill="#cfc6b4"/>
<rect y="${ground}" width="${SCENE_WIDTH}" height="36" fill="${p.green}"/>
${look.ski ? '' : palms}<path d="M${f(x + width / 2 - 60)} ${SCENE_HEIGHT} L${f(x + width / 2 - 40)} ${ground} h80 L${f(x + width / 2 + 60)} ${SCENE_HEIGHT}z" fill="#b9ae98"/>`;
}

function pool(p: Palette, look: HotelLook, rnd: Random): string {
  const horizon = 420;
  const poolTop = 560;
  const water = `<defs><linearGradient id="pool" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#3fc1d9"/><stop offset="1" stop-color="#1a8fb8"/></linearGradient></defs>`;
  const ripples = Array.from({ length: 22 }, () => {
    const x = rnd.int(220, 1380);
    const y = rnd.int(poolTop + 20, 900);
    return `<ellipse cx="${x}" cy="${y}" rx="${rnd.int(30, 90)}" ry="${rnd.int(4, 9)}" fill="none" stroke="#ffffff" stroke-opacity="0.4" stroke-width="3"/>`;
  }).join('');
  const loungers = Array.from({ length: 5 }, (_, i) => lounger(120 + i * 290, poolTop - 20, 1.1, i % 2 ? p.accent : p.accent2)).join('');
  const back = look.ski
    ? `<rect width="${SCENE_WIDTH}" height="${poolTop}" fill="${p.wall}"/>${Array.from({ length: 6 }, (_, i) => `<rect x="${80 + i * 260}" y="80" width="180" height="300" fill="#cfe3ef"/>`).join('')}`
    : `${sky(p, horizon + 60, rnd)}${building(p, look, rnd.int(100, 500), horizon + 60, 900, rnd)}<rect y="${horizon + 60}" width="${SCENE_WIDTH}" height="${poolTop - horizon - 60}" fill="#e4dccb"/>${palm(rnd.int(40, 180), poolTop, 380, p, rnd)}${palm(rnd.int(1420, 1560), poolTop, 340, p, rnd)}`;
  return `${water}${back}<rect y="${poolTop - 20}" width="${SCENE_WIDTH}" height="${SCENE_HEIGHT - poolTop + 20}" fill="#efe8da"/>
${loungers}<path d="M200 ${poolTop + 10} H1400 L1520 ${SCENE_HEIGHT - 40} H80z" fill="url(#pool)" stroke="#ffffff" stroke-width="10"/>${ripples}`;
}

function beach(p: Palette, _look: HotelLook, rnd: Random): string {
  const horizon = 430;
  const shore = 620 + rnd.int(-30, 30);
  const items: string[] = [];
  for (let i = 0; i < 6; i++) {
    const x = 130 + i * 250 + rnd.int(-40, 40);
    const y = shore + 120 + rnd.int(0, 200);
    const scale = 0.8 + (y - shore) / 500;
    items.push(parasol(x, y, scale, i % 2 ? p.accent : p.accent2), lounger(x - 40 * scale, y + 10, scale * 0.9, '#ffffff'));
  }
  return `${sky(p, horizon, rnd)}${sea(p, horizon, shore + 20, rnd)}
<path d="M0 ${shore} Q400 ${shore - 30} 800 ${shore + 10} T1600 ${shore - 10} V${SCENE_HEIGHT} H0z" fill="${p.sand}"/>
<path d="M0 ${shore} Q400 ${shore - 30} 800 ${shore + 10} T1600 ${shore - 10}" stroke="#ffffff" stroke-opacity="0.7" stroke-width="8" fill="none"/>
${items.join('')}${palm(rnd.int(20, 200), shore + 60, 420, p, rnd)}`;
}

function seaView(p: Palette, _look: HotelLook, rnd: Random): string {
  const horizon = 470;
  const islands = Array.from({ length: rnd.int(1, 3) }, () => {
    const x = rnd.int(0, 1400);
    const w = rnd.int(200, 500);
    return `<path d="M${x} ${horizon} Q${f(x + w / 2)} ${horizon - rnd.int(40, 120)} ${x + w} ${horizon}z" fill="${p.evening ? '#4a4a6a' : '#7f9aa6'}"/>`;
  }).join('');
  const railing = Array.from({ length: 33 }, (_, i) => `<rect x="${i * 50}" y="800" width="10" height="200" fill="#ffffff"/>`).join('');
  return `${sky(p, horizon, rnd)}${islands}${sea(p, horizon, SCENE_HEIGHT, rnd)}
<rect y="780" width="${SCENE_WIDTH}" height="24" fill="#ffffff"/>${railing}
<rect y="940" width="${SCENE_WIDTH}" height="60" fill="${p.wall}"/>
<g transform="translate(${rnd.int(200, 1200)},880)"><ellipse cx="0" cy="0" rx="90" ry="20" fill="#ffffff"/><rect x="-6" y="0" width="12" height="70" fill="#888"/><rect x="-40" y="-40" width="26" height="40" fill="${p.accent}" fill-opacity="0.7"/></g>`;
}

function room(p: Palette, look: HotelLook, rnd: Random): string {
  const wallColor = rnd.pick(['#f2ebe0', '#e9e4da', '#efe6d6', '#e4ebef', '#f0e4e0']);
  const floor = rnd.pick(['#b48a63', '#9c7b5b', '#c9b59a', '#8d6e55']);
  const winX = rnd.int(820, 1050);
  const view = `<svg x="${winX}" y="150" width="460" height="380" viewBox="0 0 ${SCENE_WIDTH} ${SCENE_HEIGHT}" preserveAspectRatio="xMidYMid slice">${sky(p, 500, rnd)}${look.ski ? `${mountainRange(p, 620, rnd, true)}<rect y="620" width="${SCENE_WIDTH}" height="400" fill="#f4f7fa"/>` : sea(p, 500, SCENE_HEIGHT, rnd)}</svg>`;
  return `<rect width="${SCENE_WIDTH}" height="${SCENE_HEIGHT}" fill="${wallColor}"/>
<path d="M0 720 H${SCENE_WIDTH} V${SCENE_HEIGHT} H0z" fill="${floor}"/>
${view}<rect x="${winX}" y="150" width="460" height="380" fill="none" stroke="#ffffff" stroke-width="16"/><rect x="${winX + 222}" y="150" width="16" height="380" fill="#ffffff"/>
<rect x="${winX - 70}" y="120" width="70" height="480" fill="${p.accent}" fill-opacity="0.75"/><rect x="${winX + 460}" y="120" width="70" height="480" fill="${p.accent}" fill-opacity="0.75"/>
<rect x="120" y="360" width="620" height="230" rx="12" fill="#6b4f3a"/>
<rect x="100" y="560" width="700" height="200" rx="16" fill="#ffffff"/>
<rect x="100" y="640" width="700" height="120" rx="10" fill="${p.accent2}" fill-opacity="0.85"/>
<rect x="160" y="500" width="240" height="90" rx="30" fill="#fbfbfb" stroke="#ddd" stroke-width="3"/><rect x="460" y="500" width="240" height="90" rx="30" fill="#fbfbfb" stroke="#ddd" stroke-width="3"/>
<rect x="820" y="600" width="110" height="160" fill="#6b4f3a"/><path d="M845 600 l25 -90 l25 90z" fill="#fff3c4"/><rect x="868" y="510" width="4" height="90" fill="#444"/>
<rect x="200" y="200" width="260" height="140" fill="${p.accent}" fill-opacity="0.35" stroke="#6b4f3a" stroke-width="8"/>`;
}

function terrace(p: Palette, look: HotelLook, rnd: Random): string {
  const horizon = 480;
  const tables = Array.from({ length: 4 }, (_, i) => {
    const x = 220 + i * 380 + rnd.int(-30, 30);
    const y = 760 + (i % 2) * 60;
    return `<g transform="translate(${x},${y})"><ellipse cx="0" cy="0" rx="120" ry="30" fill="#ffffff"/><rect x="-8" y="0" width="16" height="120" fill="#666"/>
<circle cx="-40" cy="-12" r="16" fill="#f5f5f5" stroke="#ccc"/><circle cx="40" cy="-10" r="16" fill="#f5f5f5" stroke="#ccc"/><rect x="-4" y="-50" width="8" height="40" fill="${p.accent}"/>
<rect x="-190" y="-10" width="50" height="120" rx="8" fill="${p.accent2}" fill-opacity="0.9"/><rect x="140" y="-10" width="50" height="120" rx="8" fill="${p.accent2}" fill-opacity="0.9"/></g>`;
  }).join('');
  const lights = p.evening
    ? Array.from(
        { length: 16 },
        (_, i) => `<circle cx="${50 + i * 100}" cy="${f(120 + Math.sin(i / 2.5) * 30)}" r="10" fill="#ffd77a"/>`,
      ).join('')
    : '';
  const far = look.ski
    ? mountainRange(p, horizon, rnd, true)
    : `${sea(p, horizon, 640, rnd)}<rect y="640" width="${SCENE_WIDTH}" height="30" fill="${p.sand}"/>`;
  return `${sky(p, horizon, rnd)}${far}<rect y="${look.ski ? horizon : 640}" width="${SCENE_WIDTH}" height="${SCENE_HEIGHT}" fill="#d8cbb5"/>
<rect y="660" width="${SCENE_WIDTH}" height="${SCENE_HEIGHT - 660}" fill="#d8cbb5"/>
<rect y="0" width="${SCENE_WIDTH}" height="40" fill="${p.roof}"/>${lights}${tables}`;
}

function mountainRange(p: Palette, base: number, rnd: Random, snow: boolean): string {
  const peaks: string[] = [];
  for (let layer = 0; layer < 3; layer++) {
    let d = `M0 ${base}`;
    const count = 4 + layer;
    for (let i = 0; i <= count; i++) {
      const x = (i * SCENE_WIDTH) / count;
      const peak = base - 160 - rnd.int(0, 260) + layer * 70;
      d += ` L${f(x - SCENE_WIDTH / count / 2)} ${peak} L${f(x)} ${base - rnd.int(40, 120) + layer * 40}`;
    }
    d += ` L${SCENE_WIDTH} ${base} z`;
    const shade = [p.evening ? '#5a5a7a' : '#8aa0b4', p.evening ? '#4a4a66' : '#6f879b', p.evening ? '#3a3a55' : '#5b7186'][layer];
    peaks.push(`<path d="${d}" fill="${shade}"/>`);
    if (snow)
      peaks.push(`<path d="${d}" fill="#ffffff" fill-opacity="${0.5 - layer * 0.12}" transform="translate(0,-6)" clip-path="none"/>`);
  }
  return peaks.join('');
}

function mountains(p: Palette, _look: HotelLook, rnd: Random): string {
  const base = 700;
  const trees = Array.from({ length: 26 }, () => {
    const x = rnd.int(0, SCENE_WIDTH);
    const y = rnd.int(base + 20, SCENE_HEIGHT);
    const h = 40 + ((y - base) / 300) * 120;
    return `<path d="M${x} ${f(y - h)} l${f(h / 3)} ${f(h)} h-${f((h / 3) * 2)}z" fill="#2f5a3a"/>`;
  }).join('');
  return `${sky(p, base, rnd)}${mountainRange(p, base, rnd, true)}<rect y="${base}" width="${SCENE_WIDTH}" height="${SCENE_HEIGHT - base}" fill="#f4f7fa"/>${trees}`;
}

function slope(p: Palette, look: HotelLook, rnd: Random): string {
  const skiers = Array.from({ length: rnd.int(4, 8) }, () => {
    const x = rnd.int(200, 1400);
    const y = rnd.int(560, 920);
    const s = 0.6 + (y - 560) / 500;
    return `<g transform="translate(${x},${y}) scale(${f(s)})"><circle cx="0" cy="-52" r="9" fill="${rnd.pick(ACCENTS)}"/><rect x="-8" y="-44" width="16" height="30" fill="${rnd.pick(ACCENTS)}"/><path d="M-6 -14 l-8 18 M6 -14 l8 18" stroke="#333" stroke-width="5"/><path d="M-30 6 h60" stroke="#222" stroke-width="4"/></g>`;
  }).join('');
  const lift = `<path d="M0 380 L${SCENE_WIDTH} 180" stroke="#444" stroke-width="3"/>${Array.from({ length: 6 }, (_, i) => `<rect x="${100 + i * 250}" y="${f(380 - ((100 + i * 250) / SCENE_WIDTH) * 200)}" width="20" height="30" fill="${p.accent}"/>`).join('')}`;
  return `${sky(p, 520, rnd)}${mountainRange(p, 520, rnd, true)}
<path d="M0 520 Q800 420 ${SCENE_WIDTH} 520 V${SCENE_HEIGHT} H0z" fill="#fbfdff"/>${lift}${skiers}${building(p, look, 1180, 560, 360, rnd)}`;
}

const DRAW: Record<SceneKind, (p: Palette, look: HotelLook, rnd: Random) => string> = {
  front,
  pool,
  beach,
  sea: seaView,
  room,
  terrace,
  slope,
  mountains,
};

/** One photo of a hotel as an SVG document, the same for the same seed, hotel and number. */
export function drawHotelPhoto(randomSeed: number, look: HotelLook, index: number): string {
  const hotelRnd = new Random((randomSeed ^ Math.imul(look.hotelId, 0x9e3779b1)) >>> 0);
  const palette = paletteFor(hotelRnd);
  const kinds = sceneKindsFor(look);
  const kind = kinds[(index - 1) % kinds.length] as SceneKind;
  const rnd = new Random((Math.imul(look.hotelId, 2_654_435_761) + index * 97 + randomSeed) >>> 0);
  const body = DRAW[kind](palette, look, rnd);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SCENE_WIDTH}" height="${SCENE_HEIGHT}" viewBox="0 0 ${SCENE_WIDTH} ${SCENE_HEIGHT}">${body}</svg>`;
}
