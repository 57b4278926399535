import { style } from '@vanilla-extract/css';
import { vars } from '@territorio/design-system';

export const label = style({
  padding: vars.space.small,
  border: `${vars.border.standard} solid ${vars.color.borderSubtle}`,
  borderRadius: vars.radius.medium,
  fontSize: vars.fontSize.small,
  color: vars.color.text,
});

export const caption = style({
  margin: 0,
  marginBottom: vars.space.xxsmall,
  fontWeight: vars.font.weight.strong,
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  margin: 0,
});

export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  columnGap: vars.space.small,
});

export const term = style({ color: vars.color.textMuted });

export const value = style({ margin: 0, fontWeight: vars.font.weight.medium });
