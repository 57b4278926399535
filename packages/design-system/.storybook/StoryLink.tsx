import type { LinkComponentProps } from '../src';

/** Stands in for the app router in stories: app paths do not navigate the preview away. */
export const StoryLink = ({ ref, href, children, onClick, ...props }: LinkComponentProps) => (
  <a
    ref={ref}
    {...props}
    href={href}
    onClick={(event) => {
      onClick?.(event);
      event.preventDefault();
    }}
  >
    {children}
  </a>
);
