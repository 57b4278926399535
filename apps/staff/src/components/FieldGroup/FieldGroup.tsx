import type { ReactNode } from 'react';
import { Inline, Text } from '@territorio/design-system';
import * as styles from './FieldGroup.css';

export type FieldGroupProps = {
  /** Names the group (and every field in it, for assistive technology). */
  legend: string;
  children: ReactNode;
  /** Under the fields, full width: a checkbox, a remove button. */
  footer?: ReactNode;
};

/** The fields of one entry of a list (a contact method, a salesman), in a fieldset. */
export function FieldGroup({ legend, children, footer }: FieldGroupProps) {
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>
        <Text as="span" weight="strong">
          {legend}
        </Text>
      </legend>
      <FieldGrid>{children}</FieldGrid>
      {footer ? (
        <div className={styles.footer}>
          <Inline space="medium" alignY="center">
            {footer}
          </Inline>
        </div>
      ) : null}
    </fieldset>
  );
}

/** Fields side by side where they fit, one under the other on a phone. */
export function FieldGrid({ children }: { children: ReactNode }) {
  return <div className={styles.grid}>{children}</div>;
}
