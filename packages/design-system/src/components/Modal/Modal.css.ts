import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/vars.css';
import { mediaQueries } from '../../tokens/breakpoints';

export const backdrop = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.modal,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space.medium,
  background: vars.color.overlay,
});

export const dialog = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    width: '100%',
    maxHeight: '100%',
    overflow: 'hidden',
    background: vars.color.surface,
    color: vars.color.text,
    boxShadow: vars.shadow.large,
  },
  variants: {
    size: {
      standard: {
        maxWidth: vars.size.modalWidth,
        borderRadius: vars.radius.large,
      },
      fullscreen: {
        position: 'fixed',
        inset: 0,
        maxHeight: 'none',
        borderRadius: 0,
      },
    },
  },
  defaultVariants: { size: 'standard' },
});

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.medium,
  padding: vars.space.medium,
  borderBottomWidth: vars.border.standard,
  borderBottomStyle: 'solid',
  borderBottomColor: vars.color.borderSubtle,
  '@media': {
    [mediaQueries.tablet]: { paddingInline: vars.space.large },
  },
});

export const headerContent = style({
  flexGrow: 1,
  minWidth: 0,
  alignSelf: 'center',
});

export const closeButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: vars.size.touchTarget,
  height: vars.size.touchTarget,
  border: 0,
  borderRadius: vars.radius.full,
  background: 'none',
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceAlt },
  },
});

export const body = style({
  flexGrow: 1,
  overflowY: 'auto',
  padding: vars.space.medium,
  '@media': {
    [mediaQueries.tablet]: { padding: vars.space.large },
  },
});
