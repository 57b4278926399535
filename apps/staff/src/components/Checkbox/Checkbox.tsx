import { VisuallyHidden } from '@territorio/design-system';
import * as styles from './Checkbox.css';

export type CheckboxProps = {
  label: string;
  /** A form's field name; a checkbox the page keeps in its own state needs none. */
  name?: string;
  defaultChecked?: boolean;
  /** Controlled: the page holds whether it is checked, and `onChange` changes it. */
  checked?: boolean;
  onChange?: (isChecked: boolean) => void;
  /** The label is read by assistive technology only (a row's checkbox, named by the row). */
  isLabelHidden?: boolean;
};

/** A native checkbox with its label (the design system has no checkbox of its own). */
export const Checkbox = ({
  label,
  name,
  defaultChecked,
  checked,
  onChange,
  isLabelHidden = false,
}: CheckboxProps) => (
  <label className={styles.checkbox}>
    <input
      type="checkbox"
      name={name}
      defaultChecked={defaultChecked}
      checked={checked}
      onChange={onChange ? (event) => onChange(event.currentTarget.checked) : undefined}
      className={styles.input}
    />
    {isLabelHidden ? <VisuallyHidden>{label}</VisuallyHidden> : label}
  </label>
);
