import { style } from '@vanilla-extract/css';
import { vars } from '@territorio/design-system';

/** The visits a bulk cancel takes, each on its line (the dialog scrolls when they are many). */
export const chosen = style({
  margin: 0,
  paddingInlineStart: vars.space.large,
  fontSize: vars.fontSize.small,
});
