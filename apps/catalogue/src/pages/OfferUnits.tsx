/**
 * spec 2.8: a family's unit list on the offers page, at an address of its own
 * (`?unidades={family_id}`, routeSearchParams): opening it is a history entry, Back closes
 * it, and a reload or a shared link reopens it.
 */
import { useEffect, useRef } from 'react';
import type { RefObject } from 'react';
import { brands, offerUnitsFamilyId, routeSearchParams } from '@territorio/api-client/core';
import type { OfferGroup, VehicleBrandId } from '@territorio/api-client/core';
import { Button, Card, Heading, Stack, Text } from '@territorio/design-system';
import { useLocation, useNavigate } from 'react-router';
import { OfferCard } from '../components/Cards';
import * as styles from '../layout/layout.css';
import { offerGroupValidity } from '../lib/validity';

/** The history entry of a unit list opened from the page (not loaded by its address). */
type OfferUnitsState = { readonly offersScrollY: number };

function offerUnitsState(state: unknown): OfferUnitsState | null {
  if (typeof state !== 'object' || state === null || !('offersScrollY' in state)) return null;
  const { offersScrollY } = state;
  return typeof offersScrollY === 'number' ? { offersScrollY } : null;
}

export function FamilyUnits({
  brandId,
  group,
  pageKey,
  onClose,
}: {
  brandId: VehicleBrandId | null;
  group: OfferGroup | null;
  /** The history entry the page was loaded at: a list opened there keeps the browser's scroll. */
  pageKey: RefObject<string>;
  onClose: () => void;
}) {
  const { key } = useLocation();
  const headingRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // Opened from the list: the view starts at its top, with its heading focused.
    if (key === pageKey.current) return;
    window.scrollTo(0, 0);
    headingRef.current?.focus();
  }, [key, pageKey]);
  return (
    <div className={`${styles.container} ${styles.section}`}>
      <Stack space="large">
        <div>
          <Button variant="secondary" onClick={onClose}>
            Volver a las oportunidades
          </Button>
        </div>
        <div ref={headingRef} tabIndex={-1}>
          <Heading level={2}>
            {group && brandId !== null
              ? `${brands[brandId].name} ${group.name}`
              : 'Oportunidad no disponible'}
          </Heading>
        </div>
        {group ? <Text weight="medium">{offerGroupValidity(group)}</Text> : null}
        {group ? (
          <ul className={styles.grid}>
            {group.items.map((offer) => (
              <li key={offer.id}>
                <OfferCard offer={offer} />
              </li>
            ))}
          </ul>
        ) : (
          <Card tone="alt" padding="medium">
            <Text>Ya no hay unidades en oferta de este modelo. Mirá las demás oportunidades.</Text>
          </Card>
        )}
      </Stack>
    </div>
  );
}

/**
 * A family's unit list, opened over the offers at its own address: which family is open,
 * opening it (remembering the list's scroll position) and closing it, after which the list
 * returns to where it was, with focus on the card that opened it.
 */
export function useOfferUnits() {
  const navigate = useNavigate();
  const location = useLocation();
  const openFamilyId = offerUnitsFamilyId(new URLSearchParams(location.search));
  const openedFromList = offerUnitsState(location.state);
  const pageKey = useRef(location.key);
  // Where a closed unit list returns: the list's scroll position and the card that opened it.
  const returnTo = useRef<{ scrollY: number | null; familyId: number } | null>(null);

  const openedScrollY = openedFromList?.offersScrollY ?? null;
  useEffect(() => {
    if (openFamilyId !== null) {
      returnTo.current = { scrollY: openedScrollY, familyId: openFamilyId };
      return;
    }
    const back = returnTo.current;
    returnTo.current = null;
    if (!back) return;
    if (back.scrollY !== null) window.scrollTo(0, back.scrollY);
    document
      .querySelector<HTMLElement>(`[data-offer-family="${back.familyId}"]`)
      ?.focus({ preventScroll: back.scrollY !== null });
  }, [openFamilyId, openedScrollY]);

  /** The address without the unit list (other parameters, such as source, stay). */
  const withoutUnits = () => {
    const search = new URLSearchParams(location.search);
    search.delete(routeSearchParams.offerUnits);
    const rest = search.toString();
    return { pathname: location.pathname, search: rest ? `?${rest}` : '' };
  };
  const open = (group: OfferGroup) => {
    const search = new URLSearchParams(location.search);
    search.set(routeSearchParams.offerUnits, String(group.family_id));
    const state: OfferUnitsState = { offersScrollY: window.scrollY };
    void navigate({ pathname: location.pathname, search: `?${search.toString()}` }, { state });
  };
  // Opened from the list, closing is Back (the list's entry is the one before); opened by its
  // address, closing replaces it with the list's.
  const close = () =>
    void (openedFromList ? navigate(-1) : navigate(withoutUnits(), { replace: true }));

  return { openFamilyId, pageKey, open, close };
}
