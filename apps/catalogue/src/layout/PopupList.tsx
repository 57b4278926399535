/**
 * spec 2.2: the popup list from the parameters is shown first on most pages (not where the
 * address contains concesionario-digital, source=campaign or vehiculos-0km/reservar);
 * once closed it is remembered for the session.
 */
import { isPopupAllowed } from '@territorio/api-client/core';
import type { Popup } from '@territorio/api-client/core';
import { Button, Image, Modal, Stack, Text, TextLink } from '@territorio/design-system';
import { withdrawalCopy } from '../shared-gaps';
import { useWithdrawalAddress } from './WithdrawalDialog';
import { notEnded } from '../lib/validity';
import { useLocation } from 'react-router';
import { popupImage } from '../components/media';
import { useMediaUrl } from '../components/useMedia';
import { useLoadedShellParameters } from '../app/shellData';
import { useServices, useSession } from '../services/context';
import * as styles from './layout.css';

/** Whether the list shows, as a pure rule (tested). */
export function shouldShowPopups(input: {
  readonly popups: readonly Popup[] | undefined;
  readonly isClosed: boolean;
  readonly address: string;
}): boolean {
  return (input.popups?.length ?? 0) > 0 && !input.isClosed && isPopupAllowed(input.address);
}

export function PopupList() {
  const { stores } = useServices();
  const location = useLocation();
  const media = useMediaUrl();
  const withdrawalAddress = useWithdrawalAddress();
  const allPopups = useLoadedShellParameters()?.popups;
  const popups = allPopups && notEnded(allPopups);
  const isClosed = useSession((state) => state.popupsClosed);
  const address = `${location.pathname}${location.search}`;
  if (!popups || !shouldShowPopups({ popups, isClosed, address })) return null;

  const close = () => stores.session.getState().closePopups();
  const title = popups.length === 1 ? (popups[0]?.title ?? 'Novedades') : 'Novedades';

  return (
    // In place: the server renders the popups into the page's first paint.
    <Modal open inPlace onClose={close} title={title}>
      <Stack space="large">
        {popups.map((popup) => {
          const image = popupImage(popup, media);
          return (
            <Stack key={popup.id} space="medium">
              {popups.length > 1 ? <Text weight="strong">{popup.title}</Text> : null}
              {image ? (
                // Shown on arrival, over the page: fetched at once, but at the browser's own
                // priority, so the page's main image (preloaded first) does not wait for it.
                <Image {...image} isEager className={styles.popupImage} />
              ) : null}
              {popup.text ? <Text>{popup.text}</Text> : null}
              {popup.url ? (
                <div>
                  <Button href={popup.url} onClick={close} external={/^https?:/i.test(popup.url)}>
                    Ver más
                  </Button>
                </div>
              ) : null}
            </Stack>
          );
        })}
        {/* Disp. 954/2025: the withdrawal link is reachable from the first access, this
            dialog open included. */}
        <Text size="small">
          <TextLink href={withdrawalAddress} onClick={close}>
            {withdrawalCopy.link}
          </TextLink>
        </Text>
      </Stack>
    </Modal>
  );
}
