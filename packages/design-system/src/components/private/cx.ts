/** Joins class names, skipping empty ones. */
export const cx = (...classNames: Array<string | false | null | undefined>): string =>
  classNames.filter(Boolean).join(' ');
