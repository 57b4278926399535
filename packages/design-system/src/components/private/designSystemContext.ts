import { createContext, useContext } from 'react';
import type { AnchorHTMLAttributes, ComponentType, Ref } from 'react';

/** Props a router link receives: `href` is an app path such as '/vehiculos-0km/vw'. */
export type LinkComponentProps = AnchorHTMLAttributes<HTMLAnchorElement> & {
  href: string;
  ref?: Ref<HTMLAnchorElement>;
};

export type LinkComponent = ComponentType<LinkComponentProps>;

export type DesignSystemContextValue = {
  /** The class of the nearest provider's theme, re-applied inside portals. */
  themeClass: string | undefined;
  linkComponent: LinkComponent | undefined;
};

export const DesignSystemContext = createContext<DesignSystemContextValue>({
  themeClass: undefined,
  linkComponent: undefined,
});

export const useDesignSystem = (): DesignSystemContextValue => useContext(DesignSystemContext);
