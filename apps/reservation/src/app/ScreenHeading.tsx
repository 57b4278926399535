import { useEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import { Heading } from '@territorio/design-system';
import { documentTitle, useNavigationCount } from './navigation';

export type ScreenHeadingProps = {
  /** The visible h1 and the start of the document title. */
  title: string;
  /** Visible heading content when it differs from the plain title. */
  children?: ReactNode;
  id?: string;
};

/**
 * The h1 of a screen. It gives the document its title and, after an in-app navigation, takes
 * the focus so keyboard and screen-reader users start reading the new screen.
 */
export const ScreenHeading = ({ title, children, id }: ScreenHeadingProps) => {
  const wrapper = useRef<HTMLDivElement>(null);
  const navigationCount = useNavigationCount();

  useEffect(() => {
    if (navigationCount === 0) return;
    const heading = wrapper.current?.querySelector('h1');
    if (!heading) return;
    heading.setAttribute('tabindex', '-1');
    heading.focus({ preventScroll: false });
  }, [navigationCount]);

  return (
    <div ref={wrapper}>
      {/* React puts the screen's title in the document's head, on the server too. */}
      <title>{documentTitle(title)}</title>
      <Heading level={1} id={id}>
        {children ?? title}
      </Heading>
    </div>
  );
};
