import { createVar, style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css';
import { mediaQueries } from '../../tokens/breakpoints';
import { CAROUSEL_SLIDE_OFFSET_PERCENT } from '../../tokens/constants';

/** The index of the current slide, set inline by the component. */
export const slideIndex = createVar();

const slideWidth = `${CAROUSEL_SLIDE_OFFSET_PERCENT}%`;

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
});

export const viewport = style({
  overflow: 'hidden',
  cursor: 'pointer',
});

export const track = style({
  display: 'flex',
  // spec 9: each slide moves the track by 75 % so the next one peeks in.
  transform: `translateX(calc(${slideIndex} * -${slideWidth}))`,
  transitionProperty: 'transform',
  transitionDuration: vars.motion.duration.slow,
  transitionTimingFunction: vars.motion.easing.standard,
  '@media': {
    [mediaQueries.reducedMotion]: { transitionDuration: '0s' },
  },
});

export const slide = style({
  flex: `0 0 ${slideWidth}`,
  minWidth: 0,
  paddingInlineEnd: vars.space.small,
});

export const controls = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.small,
});

export const arrow = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.touchTarget,
  height: vars.size.touchTarget,
  borderWidth: vars.border.standard,
  borderStyle: 'solid',
  borderColor: vars.color.border,
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceAlt },
  },
});

export const dots = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

// The button is a comfortable target; the visible dot is drawn inside it.
export const dot = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: `calc(${vars.size.dot} + ${vars.space.small} * 2)`,
  height: `calc(${vars.size.dot} + ${vars.space.small} * 2)`,
  padding: 0,
  border: 0,
  borderRadius: vars.radius.full,
  background: 'none',
  cursor: 'pointer',
  '::before': {
    content: '""',
    width: vars.size.dot,
    height: vars.size.dot,
    borderWidth: vars.border.large,
    borderStyle: 'solid',
    borderColor: vars.color.border,
    borderRadius: vars.radius.full,
    background: vars.color.surface,
    transitionProperty: 'background-color, border-color',
    transitionDuration: vars.motion.duration.fast,
  },
  selectors: {
    '&[aria-current="true"]::before': {
      borderColor: vars.color.actionBorder,
      background: vars.color.actionBorder,
    },
  },
});
