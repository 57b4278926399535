import { BaseLink } from '../private/BaseLink';
import type { BaseLinkProps } from '../private/BaseLink';
import { cx } from '../private/cx';
import * as styles from './TextLink.css';

export type TextLinkProps = BaseLinkProps;

/**
 * An underlined link. App paths ('/contacto') go through the provider's `linkComponent`;
 * `external` opens a new tab safely.
 */
export const TextLink = ({ className, ...props }: TextLinkProps) => (
  <BaseLink {...props} className={cx(styles.textLink, className)} />
);
