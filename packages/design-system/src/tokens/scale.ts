import { interFallbackFamily, interFamily } from '../fonts/fonts';
import { vehicleImageWidth } from './constants';
import type { ThemeTokens } from './types';

// The smallest text size, in rem; legal small print (a plan's TNA and TEA) uses it.
const smallestTextRem = 0.75;

/** Everything but colour and button shape is shared by the brand themes. */
export const sharedScale = {
  font: {
    family: `'${interFamily}', '${interFallbackFamily}', system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif`,
    weight: { regular: '400', medium: '500', strong: '700' },
    trackingCaps: '0.04em',
  },
  fontSize: {
    xsmall: `${smallestTextRem}rem`,
    small: '0.875rem',
    standard: '1rem',
    large: '1.25rem',
    xlarge: '1.5rem',
    xxlarge: '2rem',
    // BCRA Com. "A" 5853 point 4: the CFTEA is shown at least five times as large as the TNA,
    // which is set in `xsmall`.
    legalHighlight: `${smallestTextRem * 5}rem`,
  },
  lineHeight: { tight: '1.2', standard: '1.5' },
  space: {
    none: '0',
    xxsmall: '2px',
    xsmall: '4px',
    small: '8px',
    medium: '16px',
    large: '24px',
    xlarge: '32px',
    xxlarge: '48px',
  },
  shadow: {
    small: '0 1px 2px rgba(0, 0, 0, 0.12)',
    medium: '0 4px 12px rgba(0, 0, 0, 0.14)',
    large: '0 12px 32px rgba(0, 0, 0, 0.2)',
  },
  border: { standard: '1px', large: '2px', focus: '3px', focusOffset: '2px' },
  motion: {
    duration: { fast: '120ms', standard: '200ms', slow: '400ms', spin: '900ms' },
    easing: { standard: 'cubic-bezier(0.2, 0, 0, 1)' },
  },
  zIndex: { raised: '1', dropdown: '100', sticky: '200', overlay: '900', modal: '1000' },
  size: {
    touchTarget: '44px',
    iconSmall: '16px',
    iconStandard: '20px',
    iconLarge: '24px',
    loaderSmall: '20px',
    loaderStandard: '40px',
    dot: '12px',
    stepMarker: '32px',
    contentWidth: '1152px',
    modalWidth: '640px',
    listboxMaxHeight: '280px',
    textareaMinHeight: '120px',
    heroMinHeight: '200px',
    vehicleImage: vehicleImageWidth,
  },
} satisfies Omit<ThemeTokens, 'color' | 'radius'>;

export const radiusScale = {
  none: '0',
  small: '4px',
  medium: '8px',
  large: '16px',
  full: '9999px',
} satisfies Omit<ThemeTokens['radius'], 'button'>;
