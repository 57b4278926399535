import type { ReactNode, Ref } from 'react';
import * as styles from './Notice.css';

export type NoticeProps = {
  /**
   * 'critical' is announced at once (an alert); the others politely (a status). 'caution'
   * marks a warning about the page's data (its text says so; the colour only repeats it).
   */
  tone: 'critical' | 'caution' | 'positive' | 'neutral';
  ref?: Ref<HTMLDivElement>;
  children: ReactNode;
};

/** A message about the page or a form: an error, a saved change, an empty list. */
export const Notice = ({ tone, ref, children }: NoticeProps) => (
  <div
    ref={ref}
    role={tone === 'critical' ? 'alert' : 'status'}
    tabIndex={-1}
    className={styles.notice[tone]}
  >
    {children}
  </div>
);
