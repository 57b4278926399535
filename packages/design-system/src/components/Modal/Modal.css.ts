import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/vars.css';
import { mediaQueries } from '../../tokens/breakpoints';

// The backdrop dims the whole viewport behind the dialog, above every sticky part of the
// page. Each side is set on its own: a browser without `inset` would otherwise shrink it to
// the dialog's size, leaving the page undimmed.
export const backdrop = style({
  position: 'fixed',
  top: 0,
  right: 0,
  bottom: 0,
  left: 0,
  zIndex: vars.zIndex.modal,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space.medium,
  backgroundColor: vars.color.overlay,
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
