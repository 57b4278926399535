import { style } from '@vanilla-extract/css';
import { vars } from '@territorio/design-system';

// BCRA Com. "A" 5853 point 4, Res. SC 51/2017: the CFTEA in the highlight colour, in type
// at least five times the TNA's. TNA and TEA use the smallest size; the CFTEA five times it.
export const rates = style({ margin: 0 });

export const rate = style({
  display: 'inline',
  marginInlineEnd: vars.space.medium,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xsmall,
});

export const inline = style({ display: 'inline', margin: 0 });

export const cftea = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  columnGap: vars.space.small,
  width: 'fit-content',
  maxWidth: '100%',
  marginBlockStart: vars.space.xsmall,
  paddingBlock: vars.space.xsmall,
  paddingInline: vars.space.small,
  borderRadius: vars.radius.medium,
  // The action colour with its own text colour reaches WCAG AA in the console's theme.
  background: vars.color.action,
  color: vars.color.actionText,
  fontSize: `calc(5 * ${vars.fontSize.xsmall})`,
  fontWeight: vars.font.weight.strong,
  lineHeight: vars.lineHeight.tight,
});

export const figure = style({ margin: 0, whiteSpace: 'nowrap' });
