import { render } from '@testing-library/react';
import type { RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { DesignSystemProvider } from '../DesignSystemProvider/DesignSystemProvider';
import type { LinkComponentProps } from './designSystemContext';

/** A router link stand-in that marks its anchors and never navigates the test page. */
export const TestRouterLink = ({ ref, href, children, ...props }: LinkComponentProps) => (
  <a
    ref={ref}
    {...props}
    href={href}
    data-router-link="true"
    onClick={(event) => {
      props.onClick?.(event);
      event.preventDefault();
    }}
  >
    {children}
  </a>
);

/** Renders inside a brand theme with the test router link, as an app would. */
export const renderInTheme = (ui: ReactElement): RenderResult =>
  render(
    <DesignSystemProvider theme="vw" linkComponent={TestRouterLink}>
      {ui}
    </DesignSystemProvider>,
  );
