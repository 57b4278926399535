import { createThemeContract } from '@vanilla-extract/css';
import { themeTokens } from '../tokens/brands';

/**
 * The theme contract: CSS custom properties every brand theme fills in. Component styles read
 * only from `vars` (or sprinkles), never from literal values.
 */
export const vars = createThemeContract(themeTokens.group);
