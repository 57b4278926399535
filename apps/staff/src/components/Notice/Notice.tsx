import type { ReactNode, Ref } from 'react';
import * as styles from './Notice.css';

export type NoticeProps = {
  /** 'critical' is announced at once (an alert); the others politely (a status). */
  tone: 'critical' | 'positive' | 'neutral';
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
