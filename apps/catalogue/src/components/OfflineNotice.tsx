/**
 * Says how old the prices are when the page shows copies the service worker kept (the
 * network failed or took too long), and, offline, once for the whole page, that what it
 * could not read is not saved on this device. A polite live region that is always present,
 * so the notice is announced when it appears.
 */
import { useEffect } from 'react';
import { useStore } from 'zustand';
import { Card, Text } from '@territorio/design-system';
import {
  cachedAtMetaName,
  offlineNoticeText,
  offlinePageMessage,
  parseCachedAt,
} from '../lib/offlineCopy';
import { useIsOnline } from '../lib/useIsOnline';
import * as styles from '../layout/layout.css';
import { useServices } from '../services/context';

export function OfflineNotice() {
  const { connectivity } = useServices().stores;
  const cachedAt = useStore(connectivity, (state) => state.cachedAt);
  const hasUnsavedParts = useStore(connectivity, (state) => state.unsavedParts > 0);
  const isOnline = useIsOnline();
  useEffect(() => {
    // A page the worker served from its cache carries the moment it was fetched.
    const meta = document.querySelector<HTMLMetaElement>(`meta[name="${cachedAtMetaName}"]`);
    const pageCachedAt = parseCachedAt(meta?.content);
    if (pageCachedAt) connectivity.getState().noteCachedCopy(pageCachedAt);
  }, [connectivity]);
  return (
    <div role="status" className={`${styles.container} ${styles.offlineNotice}`}>
      {cachedAt || (hasUnsavedParts && !isOnline) ? (
        <Card tone="alt" padding="medium">
          {cachedAt ? <Text weight="medium">{offlineNoticeText(cachedAt)}</Text> : null}
          {hasUnsavedParts && !isOnline ? <Text weight="medium">{offlinePageMessage}</Text> : null}
        </Card>
      ) : null}
    </div>
  );
}
