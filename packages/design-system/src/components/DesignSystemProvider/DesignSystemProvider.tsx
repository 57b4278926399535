import { useMemo } from 'react';
import type { ReactNode } from 'react';
import { themes } from '../../themes';
import type { ThemeName } from '../../tokens/types';
import { cx } from '../private/cx';
import { DesignSystemContext, useDesignSystem } from '../private/designSystemContext';
import type { LinkComponent } from '../private/designSystemContext';

export type DesignSystemProviderProps = {
  /** Wraps the children in an element carrying this brand theme's class. */
  theme?: ThemeName;
  /**
   * Renders internal links (hrefs starting with '/'), e.g. an adapter around react-router's
   * `Link`. Defaults to a plain `<a>`; nested providers inherit it.
   */
  linkComponent?: LinkComponent;
  className?: string;
  children: ReactNode;
};

/** Applies a brand theme and plugs the app's router link into every component. */
export const DesignSystemProvider = ({
  theme,
  linkComponent,
  className,
  children,
}: DesignSystemProviderProps) => {
  const parent = useDesignSystem();
  const themeClass = theme ? themes[theme] : parent.themeClass;
  const resolvedLink = linkComponent ?? parent.linkComponent;
  const value = useMemo(
    () => ({ themeClass, linkComponent: resolvedLink }),
    [themeClass, resolvedLink],
  );

  return (
    <DesignSystemContext.Provider value={value}>
      {theme ? <div className={cx(themeClass, className)}>{children}</div> : children}
    </DesignSystemContext.Provider>
  );
};
