import { fallbackVar, globalStyle } from '@vanilla-extract/css';
import { vars } from './vars.css';

// A small reset; the Inter font itself is imported by src/index.ts.
globalStyle('*, *::before, *::after', {
  boxSizing: 'border-box',
});

globalStyle('html', {
  WebkitTextSizeAdjust: '100%',
  textSizeAdjust: '100%',
});

globalStyle('body', {
  margin: 0,
});

globalStyle('img, svg, video', {
  maxWidth: '100%',
});

globalStyle('button, input, select, textarea', {
  font: 'inherit',
  color: 'inherit',
});

// Focus is always visible: every focusable element gets the theme's ring on keyboard focus.
globalStyle(':focus-visible', {
  outlineStyle: 'solid',
  outlineColor: fallbackVar(vars.color.focus, 'currentColor'),
  outlineWidth: fallbackVar(vars.border.focus, '3px'),
  outlineOffset: fallbackVar(vars.border.focusOffset, '2px'),
});
