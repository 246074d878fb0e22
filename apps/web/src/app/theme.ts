import { createTheme, type CSSVariablesResolver } from '@mantine/core';
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
    // Every dialog's close button (an icon) is named for screen readers (issue 21, WCAG 4.1.2);
    // Mantine already traps focus in a dialog and returns it to the trigger on close.
    // (Plain objects, not Modal.extend: the theme must not pull the dialogs into the first route.)
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } },
    Drawer: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } },
  },
});

/**
 * Placeholders are text a person reads ('All time', 'Search loans'): Mantine paints them grey-5
 * (2.1:1); here they take the dimmed grey (AA), still lighter than typed text.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-placeholder': 'var(--mantine-color-gray-6)' },
  dark: {},
});
