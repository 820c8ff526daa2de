// Style presets: backgrounds a creator picks when they have no picture. Each is a named gradient or procedural
// texture drawn from two colours (a third, when given, is an accent), so the same preset can wear a channel's
// brand colours. Everything is drawn in 1280×720 coordinates and scaled, so a preset rendered small (for
// placement analysis) looks like the full-size one shrunk; noise comes from a fixed seed, so a preset always
// draws the same pixels.
import type { SKRSContext2D } from '@napi-rs/canvas';

/** The preset ids, as the API accepts them (`/^[a-z0-9-]{1,32}$/`). */
export const PRESET_IDS = [
  'gradient',
  'spotlight',
  'vignette',
  'split',
  'stripes',
  'halftone',
  'grain',
  'blobs',
  'sunburst',
  'waves',
] as const;
export type PresetId = (typeof PRESET_IDS)[number];

export const isPresetId = (id: string): id is PresetId => (PRESET_IDS as readonly string[]).includes(id);

/** Text colours the presets are made readable against. */
export const LIGHT_TEXT = '#ffffff';
export const DARK_TEXT = '#111111';
/** WCAG AA for normal text; the thumbnail checks ask 3:1 (large text), so brand palettes keep a margin. */
export const MIN_TEXT_CONTRAST = 4.5;

interface PresetDefinition {
  /** What the preset looks like (for people reading the code and for the studio's tooltips). */
  description: string;
  /** Two colours, each with at least 4.5:1 contrast against the text colour they are meant for. */
  defaultColors: readonly [string, string];
  /** How far (HSL lightness) the second colour moves from the first when only one colour is given. */
  companionShift: number;
}

const PRESETS: Record<PresetId, PresetDefinition> = {
  gradient: {
    description: 'Diagonal linear gradient from the first colour to the second',
    defaultColors: ['#4c1d95', '#be185d'],
    companionShift: 0.2,
  },
  spotlight: {
    description: 'Off-centre radial light in the first colour fading to the second',
    defaultColors: ['#2563eb', '#0b1026'],
    companionShift: 0.3,
  },
  vignette: {
    description: 'Soft vertical gradient with corners darkened towards the second colour',
    defaultColors: ['#0f766e', '#042f2e'],
    companionShift: 0.3,
  },
  split: {
    description: 'Bold diagonal two-tone split with a thin band where the colours meet',
    defaultColors: ['#dc2626', '#1e293b'],
    companionShift: 0.25,
  },
  stripes: {
    description: 'Diagonal stripes of the second colour on the first',
    defaultColors: ['#1e3a8a', '#1d4ed8'],
    companionShift: 0.12,
  },
  halftone: {
    description: 'Halftone dots of the second colour growing towards the bottom right',
    defaultColors: ['#111827', '#be185d'],
    companionShift: 0.25,
  },
  grain: {
    description: 'Vertical gradient with film grain',
    defaultColors: ['#7c2d12', '#c2410c'],
    companionShift: 0.15,
  },
  blobs: {
    description: 'Soft blurred blobs of the second (and accent) colour on the first',
    defaultColors: ['#312e81', '#7c3aed'],
    companionShift: 0.2,
  },
  sunburst: {
    description: 'Rays from the centre alternating the two colours, with a calm glow in the middle',
    defaultColors: ['#facc15', '#f97316'],
    companionShift: 0.1,
  },
  waves: {
    description: 'Layered waves rising from the bottom, calm at the top',
    defaultColors: ['#0c4a6e', '#0369a1'],
    companionShift: 0.2,
  },
};

/** The default colour pair of each preset. */
export const PRESET_DEFAULT_COLORS: Readonly<Record<PresetId, readonly [string, string]>> =
  Object.fromEntries(PRESET_IDS.map((id) => [id, PRESETS[id].defaultColors])) as Record<
    PresetId,
    readonly [string, string]
  >;

/** The catalogue as the studio lists it. */
export const STYLE_PRESETS: readonly {
  id: PresetId;
  description: string;
  colors: readonly [string, string];
}[] = PRESET_IDS.map((id) => ({
  id,
  description: PRESETS[id].description,
  colors: PRESETS[id].defaultColors,
}));

// ---------------------------------------------------------------------------------------------------------------
// Colour arithmetic (sRGB, WCAG 2.x luminance, HSL)

type Rgb = readonly [number, number, number];

/** `#rgb` or `#rrggbb` to channels; anything else is refused. */
export function parseHexColor(color: string): Rgb {
  const short = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/i.exec(color);
  if (short) return [0, 1, 2].map((i) => parseInt(short[i + 1]!.repeat(2), 16)) as unknown as Rgb;
  const long = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(color);
  if (long) return [0, 1, 2].map((i) => parseInt(long[i + 1]!, 16)) as unknown as Rgb;
  throw new Error(`"${color}" is not a #rrggbb colour.`);
}

const toHex = (rgb: Rgb) =>
  `#${rgb
    .map((c) =>
      Math.round(Math.max(0, Math.min(255, c)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;

const linear = (c: number) => {
  const s = c / 255;
  return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
};
const luminance = ([r, g, b]: Rgb) => 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);

/** WCAG contrast ratio of two colours. */
export function contrast(a: Rgb, b: Rgb): number {
  const [x, y] = [luminance(a), luminance(b)];
  return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05);
}

const distance = (a: Rgb, b: Rgb) => Math.hypot(a[0] - b[0], a[1] - b[1], a[2] - b[2]);

const mix = (a: Rgb, b: Rgb, t: number): Rgb => [
  a[0] + (b[0] - a[0]) * t,
  a[1] + (b[1] - a[1]) * t,
  a[2] + (b[2] - a[2]) * t,
];

const rgba = (rgb: Rgb, alpha: number) =>
  `rgba(${rgb.map((c) => Math.round(c)).join(', ')}, ${Math.max(0, Math.min(1, alpha))})`;

function toHsl([r, g, b]: Rgb): [number, number, number] {
  const [rs, gs, bs] = [r / 255, g / 255, b / 255];
  const max = Math.max(rs, gs, bs);
  const min = Math.min(rs, gs, bs);
  const l = (max + min) / 2;
  if (max === min) return [0, 0, l];
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  const h =
    max === rs
      ? ((gs - bs) / d + (gs < bs ? 6 : 0)) / 6
      : max === gs
        ? ((bs - rs) / d + 2) / 6
        : ((rs - gs) / d + 4) / 6;
  return [h, s, l];
}

function fromHsl(h: number, s: number, l: number): Rgb {
  const lightness = Math.max(0, Math.min(1, l));
  if (s === 0) return [lightness * 255, lightness * 255, lightness * 255];
  const q = lightness < 0.5 ? lightness * (1 + s) : lightness + s - lightness * s;
  const p = 2 * lightness - q;
  const channel = (t: number) => {
    const u = t < 0 ? t + 1 : t > 1 ? t - 1 : t;
    if (u < 1 / 6) return p + (q - p) * 6 * u;
    if (u < 1 / 2) return q;
    if (u < 2 / 3) return p + (q - p) * (2 / 3 - u) * 6;
    return p;
  };
  return [channel(h + 1 / 3) * 255, channel(h) * 255, channel(h - 1 / 3) * 255];
}

const withLightness = (rgb: Rgb, l: number): Rgb => {
  const [h, s] = toHsl(rgb);
  return fromHsl(h, s, l).map(Math.round) as unknown as Rgb;
};

// ---------------------------------------------------------------------------------------------------------------
// Brand colours → a preset's palette

/** Colours closer than this (RGB distance) read as one colour, and a two-colour texture would vanish. */
const MIN_DISTINCT = 56;

export interface PresetPalette {
  /** Two colours (three when the brand has three), each ≥ 4.5:1 against `text`. */
  colors: string[];
  /** The text colour the palette was made readable for. */
  text: typeof LIGHT_TEXT | typeof DARK_TEXT;
}

/** Moves the colour's lightness away from the text colour just until it reaches the contrast target (hue and
 * saturation kept); a colour that already reaches it is returned as it is. */
function readableAgainst(color: Rgb, text: Rgb, textIsLight: boolean): Rgb {
  if (contrast(color, text) >= MIN_TEXT_CONTRAST) return color;
  const [, , l] = toHsl(color);
  // Lightness 0 (black) or 1 (white) always reaches the target against these text colours.
  let [near, far] = textIsLight ? [l, 0] : [l, 1];
  for (let i = 0; i < 20; i += 1) {
    const middle = (near + far) / 2;
    if (contrast(withLightness(color, middle), text) >= MIN_TEXT_CONTRAST) far = middle;
    else near = middle;
  }
  return withLightness(color, far);
}

/** A second colour for a palette with one: the same hue moved away from the text colour, or (when there is no
 * room left that way) towards it, only as far as the contrast target allows. */
function companionOf(color: Rgb, text: Rgb, textIsLight: boolean, shift: number): Rgb {
  const [, , l] = toHsl(color);
  const away = withLightness(color, textIsLight ? l - shift : l + shift);
  if (distance(away, color) >= MIN_DISTINCT) return away;
  const toward = readableAgainst(
    withLightness(color, textIsLight ? l + shift : l - shift),
    text,
    textIsLight,
  );
  return distance(toward, color) > distance(away, color) ? toward : away;
}

/**
 * A preset's colours from a channel's brand colours (1–3 hex colours, the main one first): picks white text
 * (or near-black when the brand colours are too light for white), then darkens (or lightens) each colour only
 * as much as it takes to reach 4.5:1 against that text, keeping hue and saturation. One brand colour gets a
 * companion shade of the same hue; a second colour too close to the first is replaced the same way.
 */
export function presetColorsFromBrand(preset: PresetId, brand: readonly string[]): PresetPalette {
  const given = (brand.length ? brand : PRESETS[preset].defaultColors).slice(0, 3).map(parseHexColor);
  const light = parseHexColor(LIGHT_TEXT);
  const dark = parseHexColor(DARK_TEXT);
  const worst = (text: Rgb) => Math.min(...given.map((c) => contrast(c, text)));
  // White text (with the outline creators usually give it) is the thumbnail norm: it wins whenever the brand
  // colours already reach the large-text minimum (3:1) against it, or suit it better than dark text.
  const textIsLight = worst(light) >= 3 || worst(light) >= worst(dark);
  const text = textIsLight ? light : dark;
  const colors = given.map((c) => readableAgainst(c, text, textIsLight));
  const first = colors[0]!;
  if (colors.length === 1 || distance(colors[1]!, first) < MIN_DISTINCT) {
    colors[1] = companionOf(first, text, textIsLight, PRESETS[preset].companionShift);
  }
  return { colors: colors.map(toHex), text: textIsLight ? LIGHT_TEXT : DARK_TEXT };
}

/** The colours a preset is drawn with: the defaults for none, a companion shade for one (darker, or lighter
 * when the colour is already very dark), an accent halfway between the two when no third is given. Unlike
 * {@link presetColorsFromBrand} this keeps the given colours exactly. */
export function resolvePresetColors(preset: PresetId, colors: readonly string[]): [Rgb, Rgb, Rgb] {
  const parsed = (colors.length ? colors : PRESETS[preset].defaultColors).map(parseHexColor);
  const a = parsed[0]!;
  const [, , l] = toHsl(a);
  const shift = PRESETS[preset].companionShift;
  const b = parsed[1] ?? withLightness(a, l < 0.25 ? l + shift : l - shift);
  return [a, b, parsed[2] ?? mix(a, b, 0.5)];
}

// ---------------------------------------------------------------------------------------------------------------
// Drawing

const W = 1280;
const H = 720;

/** A fixed-seed xorshift generator: grain is noise, but the same noise every time. */
function noise(seed: number) {
  let state = seed >>> 0 || 1;
  return () => {
    state ^= state << 13;
    state >>>= 0;
    state ^= state >>> 17;
    state ^= state << 5;
    state >>>= 0;
    return state / 0x100000000;
  };
}

type Painter = (ctx: SKRSContext2D, a: Rgb, b: Rgb, accent: Rgb) => void;

const fill = (ctx: SKRSContext2D, style: string | CanvasGradient) => {
  ctx.fillStyle = style;
  ctx.fillRect(0, 0, W, H);
};
type CanvasGradient = ReturnType<SKRSContext2D['createLinearGradient']>;

const polygon = (ctx: SKRSContext2D, points: [number, number][], color: string) => {
  ctx.beginPath();
  points.forEach(([x, y], i) => (i === 0 ? ctx.moveTo(x, y) : ctx.lineTo(x, y)));
  ctx.closePath();
  ctx.fillStyle = color;
  ctx.fill();
};

const PAINTERS: Record<PresetId, Painter> = {
  gradient(ctx, a, b) {
    const g = ctx.createLinearGradient(0, 0, W, H);
    g.addColorStop(0, toHex(a));
    g.addColorStop(1, toHex(b));
    fill(ctx, g);
  },
  spotlight(ctx, a, b) {
    fill(ctx, toHex(b));
    const g = ctx.createRadialGradient(W * 0.42, H * 0.4, 0, W * 0.42, H * 0.4, W * 0.62);
    g.addColorStop(0, toHex(a));
    g.addColorStop(0.25, toHex(a));
    g.addColorStop(1, rgba(a, 0));
    fill(ctx, g);
  },
  vignette(ctx, a, b) {
    const base = ctx.createLinearGradient(0, 0, 0, H);
    base.addColorStop(0, toHex(a));
    base.addColorStop(1, toHex(mix(a, b, 0.35)));
    fill(ctx, base);
    // The outer radius is just past the corners (0.57 W away), so they reach the second colour.
    const g = ctx.createRadialGradient(W / 2, H / 2, W * 0.2, W / 2, H / 2, W * 0.6);
    g.addColorStop(0, rgba(b, 0));
    g.addColorStop(1, rgba(b, 1));
    fill(ctx, g);
  },
  split(ctx, a, b, accent) {
    fill(ctx, toHex(a));
    polygon(
      ctx,
      [
        [W * 0.5, 0],
        [W * 0.535, 0],
        [W * 0.395, H],
        [W * 0.36, H],
      ],
      toHex(accent),
    );
    polygon(
      ctx,
      [
        [W * 0.55, 0],
        [W, 0],
        [W, H],
        [W * 0.41, H],
      ],
      toHex(b),
    );
  },
  stripes(ctx, a, b) {
    fill(ctx, toHex(a));
    const period = 96;
    const stripe = 40;
    ctx.beginPath();
    for (let x = 0; x < W + H; x += period) {
      ctx.moveTo(x, 0);
      ctx.lineTo(x + stripe, 0);
      ctx.lineTo(x + stripe - H, H);
      ctx.lineTo(x - H, H);
      ctx.closePath();
    }
    ctx.fillStyle = toHex(b);
    ctx.fill();
  },
  halftone(ctx, a, b) {
    fill(ctx, toHex(a));
    const spacing = 30;
    ctx.beginPath();
    for (let row = 0, y = 0; y <= H + spacing; row += 1, y += spacing * 0.866) {
      for (let x = row % 2 ? spacing / 2 : 0; x <= W + spacing; x += spacing) {
        // Dots grow along the diagonal, touching at the bottom right.
        const t = Math.max(0, (x / W + y / H) / 2 - 0.1) / 0.9;
        const radius = spacing * 0.58 * t;
        if (radius < 0.5) continue;
        ctx.moveTo(x + radius, y);
        ctx.arc(x, y, radius, 0, Math.PI * 2);
      }
    }
    ctx.fillStyle = toHex(b);
    ctx.fill();
  },
  grain(ctx, a, b) {
    const g = ctx.createLinearGradient(0, 0, W * 0.3, H);
    g.addColorStop(0, toHex(a));
    g.addColorStop(1, toHex(b));
    fill(ctx, g);
    // The grain itself is added per device pixel after scaling (see drawPreset).
  },
  blobs(ctx, a, b, accent) {
    fill(ctx, toHex(a));
    const blobs: [number, number, number, Rgb][] = [
      [0.15, 0.2, 0.3, b],
      [0.85, 0.15, 0.26, accent],
      [0.7, 0.85, 0.34, b],
      [0.25, 0.95, 0.24, accent],
      [0.55, 0.45, 0.16, mix(a, b, 0.6)],
    ];
    for (const [x, y, r, color] of blobs) {
      const g = ctx.createRadialGradient(x * W, y * H, 0, x * W, y * H, r * W);
      g.addColorStop(0, rgba(color, 1));
      g.addColorStop(0.35, rgba(color, 0.9));
      g.addColorStop(1, rgba(color, 0));
      fill(ctx, g);
    }
  },
  sunburst(ctx, a, b) {
    fill(ctx, toHex(a));
    const rays = 20;
    const reach = W * 1.5;
    ctx.beginPath();
    for (let i = 0; i < rays; i += 2) {
      const from = (i / rays) * Math.PI * 2;
      const to = ((i + 1) / rays) * Math.PI * 2;
      ctx.moveTo(W / 2, H / 2);
      ctx.lineTo(W / 2 + Math.cos(from) * reach, H / 2 + Math.sin(from) * reach);
      ctx.lineTo(W / 2 + Math.cos(to) * reach, H / 2 + Math.sin(to) * reach);
      ctx.closePath();
    }
    ctx.fillStyle = toHex(b);
    ctx.fill();
    const glow = ctx.createRadialGradient(W / 2, H / 2, 0, W / 2, H / 2, W * 0.36);
    glow.addColorStop(0, rgba(a, 1));
    glow.addColorStop(0.5, rgba(a, 0.85));
    glow.addColorStop(1, rgba(a, 0));
    fill(ctx, glow);
  },
  waves(ctx, a, b) {
    const sky = ctx.createLinearGradient(0, 0, 0, H);
    sky.addColorStop(0, toHex(a));
    sky.addColorStop(1, toHex(mix(a, b, 0.25)));
    fill(ctx, sky);
    for (let i = 0; i < 3; i += 1) {
      const base = H * (0.56 + 0.14 * i);
      const amplitude = 30 - 7 * i;
      const wavelength = W / (1.1 + 0.45 * i);
      ctx.beginPath();
      ctx.moveTo(0, H);
      for (let x = 0; x <= W; x += 16) {
        ctx.lineTo(x, base + amplitude * Math.sin((x / wavelength) * Math.PI * 2 + i * 1.3));
      }
      ctx.lineTo(W, H);
      ctx.closePath();
      ctx.fillStyle = toHex(mix(a, b, (i + 1) / 3));
      ctx.fill();
    }
  },
};

/** Grain strength (± luma levels) at 1280×720; smaller renders get proportionally less, as if shrunk. */
const GRAIN = 20;

function addGrain(ctx: SKRSContext2D, width: number, height: number) {
  const amplitude = GRAIN * Math.min(1, width / W);
  const random = noise(0x9e3779b9);
  const image = ctx.getImageData(0, 0, width, height);
  const data = image.data;
  for (let i = 0; i < data.length; i += 4) {
    const n = (random() - 0.5) * 2 * amplitude;
    data[i] = data[i]! + n;
    data[i + 1] = data[i + 1]! + n;
    data[i + 2] = data[i + 2]! + n;
  }
  ctx.putImageData(image, 0, 0);
}

/** Draws a preset over the whole `width × height` canvas (the compositor's is 1280×720). Unknown ids and
 * colours that are not hex are refused. */
export function drawPreset(
  ctx: SKRSContext2D,
  preset: PresetId,
  colors: readonly string[],
  width = W,
  height = H,
): void {
  if (!isPresetId(preset)) throw new Error(`Unknown style preset "${String(preset)}".`);
  const [a, b, accent] = resolvePresetColors(preset, colors);
  ctx.save();
  ctx.setTransform(width / W, 0, 0, height / H, 0, 0);
  PAINTERS[preset](ctx, a, b, accent);
  ctx.restore();
  if (preset === 'grain') addGrain(ctx, width, height);
}
