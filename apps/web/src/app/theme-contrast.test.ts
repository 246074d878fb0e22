import { DEFAULT_THEME } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { theme } from './theme';
import { AA_TEXT, contrast, textBackgrounds } from './theme-contrast';

describe('theme colours (WCAG 2.2 AA text contrast)', () => {
  it("Mantine's default shade 6 fails AA on white for the colours the app uses (the reason for the palettes)", () => {
    for (const name of ['indigo', 'gray', 'red', 'green', 'orange', 'yellow'] as const)
      expect(contrast(DEFAULT_THEME.colors[name][6], '#ffffff')).toBeLessThan(AA_TEXT);
  });

  it('every text shade (6-9) of every palette reads on white, grey-1 and its own light tint', () => {
    const colors = theme.colors ?? {};
    expect(Object.keys(colors).length).toBeGreaterThanOrEqual(13);
    for (const [name, palette] of Object.entries(colors)) {
      for (const index of [6, 7, 8, 9]) {
        for (const background of textBackgrounds(palette!)) {
          expect(
            contrast(palette![index]!, background),
            `${name}-${index} on ${background}`,
          ).toBeGreaterThanOrEqual(AA_TEXT);
        }
      }
    }
  });

  it('each palette still darkens from shade 0 to 9 (hover is one shade darker)', () => {
    for (const [name, palette] of Object.entries(theme.colors ?? {})) {
      for (let index = 1; index < 10; index += 1)
        expect(contrast(palette![index]!, '#ffffff'), `${name}-${index}`).toBeGreaterThan(
          contrast(palette![index - 1]!, '#ffffff'),
        );
    }
  });

  it('the active top-bar link (indigo-7 on indigo-0) and dimmed text (gray-6) meet AA', () => {
    const colors = theme.colors!;
    expect(contrast(colors.indigo![7], colors.indigo![0])).toBeGreaterThanOrEqual(AA_TEXT);
    expect(contrast(colors.gray![6], '#ffffff')).toBeGreaterThanOrEqual(AA_TEXT);
  });
});
