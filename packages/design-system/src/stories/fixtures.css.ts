import { style } from '@vanilla-extract/css';

/** A sample image filling its slot's width, height from its aspect ratio. */
export const sampleImage = style({ display: 'block', width: '100%', height: 'auto' });
