import { visuallyHidden } from '../../styles/shared.css';
import { Spinner } from '../private/Spinner';
import * as styles from './Loader.css';

export type LoaderProps = {
  /** Shown under the spinner and announced, e.g. 'Cargando vehículos…'. */
  message?: string;
  /** `block` centres a large spinner; `inline` sits in a line of text. */
  layout?: 'block' | 'inline';
};

/** A polite status announcing that something is loading. */
export const Loader = ({ message, layout = 'block' }: LoaderProps) => (
  <div role="status" className={styles.loader({ layout })}>
    <Spinner size={layout === 'inline' ? 'small' : 'standard'} />
    {message ? <span>{message}</span> : <span className={visuallyHidden}>Cargando…</span>}
  </div>
);
