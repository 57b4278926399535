import type { ReactNode } from 'react';
import { visuallyHidden } from '../../styles/shared.css';

export type VisuallyHiddenProps = {
  as?: 'span' | 'div' | 'h1' | 'h2' | 'h3' | 'p';
  id?: string;
  children: ReactNode;
};

/** Content for screen readers only. */
export const VisuallyHidden = ({ as: Component = 'span', id, children }: VisuallyHiddenProps) => (
  <Component id={id} className={visuallyHidden}>
    {children}
  </Component>
);
