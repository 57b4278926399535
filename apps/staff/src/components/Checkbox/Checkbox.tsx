import * as styles from './Checkbox.css';

export type CheckboxProps = {
  label: string;
  name: string;
  defaultChecked?: boolean;
};

/** A native checkbox with its label (the design system has no checkbox of its own). */
export const Checkbox = ({ label, name, defaultChecked }: CheckboxProps) => (
  <label className={styles.checkbox}>
    <input type="checkbox" name={name} defaultChecked={defaultChecked} className={styles.input} />
    {label}
  </label>
);
