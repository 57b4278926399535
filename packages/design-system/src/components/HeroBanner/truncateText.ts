import { HERO_TEXT_LIMIT } from '../../tokens/constants';

/**
 * Cuts `text` to `limit` characters (spec 9: 140 for banner and breadcrumb text) and ends it with
 * an ellipsis; shorter text is returned unchanged.
 */
export const truncateText = (text: string, limit: number = HERO_TEXT_LIMIT): string => {
  const characters = [...text];
  if (characters.length <= limit) {
    return text;
  }
  return `${characters.slice(0, limit).join('').trimEnd()}…`;
};
