import type { ReactNode } from 'react';
import { VisuallyHidden } from '@territorio/design-system';

/** A link to another site: new tab, no opener, and said so to screen readers. */
export function ExternalLink({
  href,
  className,
  children,
  label,
}: {
  href: string;
  className?: string;
  children: ReactNode;
  /** An accessible name when the content is an icon. */
  label?: string;
}) {
  return (
    <a href={href} className={className} target="_blank" rel="noopener noreferrer">
      {children}
      {label ? <VisuallyHidden>{label}</VisuallyHidden> : null}
      <VisuallyHidden> (se abre en una pestaña nueva)</VisuallyHidden>
    </a>
  );
}
