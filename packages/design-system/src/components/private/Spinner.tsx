import * as styles from './Spinner.css';

/** The decorative spinning ring; the surrounding element announces the state. */
export const Spinner = ({ size }: { size?: 'small' | 'standard' }) => (
  <span aria-hidden="true" className={styles.spinner({ size })} />
);
