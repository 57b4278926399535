import { style } from '@vanilla-extract/css';

/** The form's sections inside one fieldset, disabled whole while an operation holds the unit. */
export const fieldset = style({ border: 0, margin: 0, padding: 0, minWidth: 0 });
