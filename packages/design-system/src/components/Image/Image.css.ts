import { style } from '@vanilla-extract/css';

// The <picture> wrapper takes no box of its own: the <img> is laid out and styled as if it
// stood alone, so an image with sources and one without take the same className.
export const picture = style({ display: 'contents' });
