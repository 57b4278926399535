import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css';

export const list = style({
  display: 'grid',
  gridAutoColumns: '1fr',
  gridAutoFlow: 'column',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const item = style({
  position: 'relative',
  display: 'flex',
  justifyContent: 'center',
  // The connector to the previous step, drawn behind the markers.
  selectors: {
    '& + &::before': {
      content: '""',
      position: 'absolute',
      top: `calc(${vars.space.xsmall} + ${vars.size.stepMarker} / 2)`,
      right: '50%',
      width: '100%',
      height: vars.border.large,
      background: vars.color.border,
    },
  },
});

export const step = style({
  position: 'relative',
  zIndex: vars.zIndex.raised,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xsmall,
  padding: vars.space.xsmall,
  border: 0,
  borderRadius: vars.radius.medium,
  background: 'none',
  color: vars.color.text,
  fontFamily: vars.font.family,
  fontSize: vars.fontSize.small,
  textAlign: 'center',
  cursor: 'pointer',
  selectors: {
    '&:disabled': { color: vars.color.textMuted, cursor: 'not-allowed' },
    '&[aria-current="step"]': { cursor: 'default', fontWeight: vars.font.weight.strong },
    '&:hover:not(:disabled):not([aria-current="step"])': { color: vars.color.link },
  },
});

export const marker = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.stepMarker,
  height: vars.size.stepMarker,
  borderWidth: vars.border.large,
  borderStyle: 'solid',
  borderColor: vars.color.border,
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  color: vars.color.text,
  fontWeight: vars.font.weight.strong,
  selectors: {
    '[aria-current="step"] > &': {
      borderColor: vars.color.actionBorder,
      background: vars.color.action,
      color: vars.color.actionText,
    },
    '[data-complete="true"] > &': {
      borderColor: vars.color.actionBorder,
      color: vars.color.link,
    },
  },
});
