import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@territorio/design-system';

const base = style({
  padding: vars.space.medium,
  borderRadius: vars.radius.medium,
  borderInlineStartWidth: vars.border.large,
  borderInlineStartStyle: 'solid',
  background: vars.color.surface,
  color: vars.color.text,
  outline: 'none',
  selectors: { '&:focus-visible': { boxShadow: `0 0 0 ${vars.border.focus} ${vars.color.focus}` } },
});

export const notice = styleVariants({
  critical: [base, { borderInlineStartColor: vars.color.critical }],
  caution: [
    base,
    { borderInlineStartColor: vars.color.critical, background: vars.color.surfaceAlt },
  ],
  positive: [base, { borderInlineStartColor: vars.color.positive }],
  neutral: [base, { borderInlineStartColor: vars.color.border }],
});
