/** A stock card's styles (the search's results, a unit page's similar units). */
import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@territorio/design-system';

/** A card's cover: one shape for every card, the photo filling it. */
export const cover = style({
  aspectRatio: '4 / 3',
  overflow: 'hidden',
  borderRadius: vars.radius.medium,
});

globalStyle(`${cover} img`, {
  background: 'none',
  borderRadius: 0,
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'cover',
});
