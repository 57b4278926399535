import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css';

export const textarea = style({
  minHeight: vars.size.textareaMinHeight,
  resize: 'vertical',
});

export const file = style({
  paddingBlock: vars.space.xsmall,
  cursor: 'pointer',
  selectors: {
    '&::file-selector-button': {
      marginInlineEnd: vars.space.medium,
      minHeight: `calc(${vars.size.touchTarget} - ${vars.space.small} * 2)`,
      paddingInline: vars.space.medium,
      borderWidth: vars.border.standard,
      borderStyle: 'solid',
      borderColor: vars.color.actionBorder,
      borderRadius: vars.radius.button,
      background: vars.color.surface,
      color: vars.color.link,
      fontWeight: vars.font.weight.strong,
      cursor: 'pointer',
    },
  },
});
