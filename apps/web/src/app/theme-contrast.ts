import { DEFAULT_THEME, type MantineColorsTuple } from '@mantine/core';

// WCAG 2.2 AA (1.4.3): text needs 4.5:1 against what it sits on. Mantine's default palettes
// put shade 6 (the filled, light-variant, anchor, error and dimmed colour) at 2.4-4.3:1 on white,
// so the theme itself darkens shades 6-9 of each palette until they read on white, on grey-1
// stripes and on their own light-variant tint (10-12% of shade 6), instead of patching components.
export const AA_TEXT = 4.5;
const TARGET = 4.6; // a little over AA: anti-aliased small text looks lighter than its colour
const WHITE = '#ffffff';

type Rgb = [number, number, number];

const toRgb = (hex: string): Rgb => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)) as Rgb;
const toHex = (rgb: Rgb): string =>
  `#${rgb.map((value) => Math.round(value).toString(16).padStart(2, '0')).join('')}`;

const luminance = (hex: string): number => {
  const [r, g, b] = toRgb(hex).map((value) => {
    const channel = value / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};

export const contrast = (a: string, b: string): number => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
};

/** `color` laid at `opacity` over `base` (white unless given): what Mantine's light variant (alpha 0.1) paints. */
const tint = (color: string, opacity: number, base = WHITE): string => {
  const rgb = toRgb(color);
  const under = toRgb(base);
  return toHex(rgb.map((value, index) => under[index]! + (value - under[index]!) * opacity) as Rgb);
};

const darken = (hex: string, step: number): string =>
  toHex(toRgb(hex).map((value) => value * (1 - step)) as Rgb);

/**
 * The backgrounds a palette's text shades must read on: white, grey-1 (striped and hovered rows)
 * and its own light variant over both (a badge or a light button in a striped row).
 */
export const textBackgrounds = (palette: readonly string[]): string[] => [
  WHITE,
  DEFAULT_THEME.colors.gray[1],
  tint(palette[6]!, 0.1),
  tint(palette[6]!, 0.12, DEFAULT_THEME.colors.gray[1]),
];

const readable = (color: string, backgrounds: string[]) =>
  backgrounds.every((background) => contrast(color, background) >= TARGET);

const accessiblePalette = (palette: MantineColorsTuple): MantineColorsTuple => {
  const shades = [...palette];
  for (let index = 6; index < shades.length; index += 1) {
    let shade = shades[index]!;
    // Each shade stays visibly darker than the one before it (hover is the next shade).
    const previous = shades[index - 1]!;
    const isDarkerThanPrevious = (color: string) =>
      index === 6 || luminance(color) <= luminance(previous) * 0.85;
    // Shade 6 paints its own light tint: the tint follows the candidate while it darkens.
    const backgroundsFor = (candidate: string) =>
      textBackgrounds(index === 6 ? shades.map((value, i) => (i === 6 ? candidate : value)) : shades);
    while (!readable(shade, backgroundsFor(shade)) || !isDarkerThanPrevious(shade))
      shade = darken(shade, 0.02);
    shades[index] = shade;
  }
  return shades as unknown as MantineColorsTuple;
};

const PALETTES = [
  'gray',
  'red',
  'pink',
  'grape',
  'violet',
  'indigo',
  'blue',
  'cyan',
  'teal',
  'green',
  'lime',
  'yellow',
  'orange',
] as const;

export const accessibleColors = Object.fromEntries(
  PALETTES.map((name) => [name, accessiblePalette(DEFAULT_THEME.colors[name])]),
) as Record<(typeof PALETTES)[number], MantineColorsTuple>;
