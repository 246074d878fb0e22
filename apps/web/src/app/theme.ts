import { createTheme } from '@mantine/core';
import { accessibleColors } from './theme-contrast';

// A calm, professional theme: one brand colour, neutral greys, modest radius. The palettes are
// Mantine's own with shades 6-9 darkened to WCAG AA text contrast (theme-contrast.ts), so the
// primary, dimmed, error, anchor and badge colours read everywhere without per-component patches.
export const theme = createTheme({
  primaryColor: 'indigo',
  colors: accessibleColors,
  defaultRadius: 'md',
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '600' },
  components: {
    Card: { defaultProps: { withBorder: true, shadow: 'xs' } },
    Paper: { defaultProps: { withBorder: true } },
  },
});
