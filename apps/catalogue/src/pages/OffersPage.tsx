/**
 * spec 2.8 offers (/oportunidades, /oportunidades/{brand}): 'Oportunidades 0km', brand
 * tabs Chevrolet, Nissan, Volkswagen, BAIC and Todos, the headline count of offered units,
 * offer groups per brand as family cards, a unit list per family that remembers and
 * restores the scroll position, the lead form (subject 'Oportunidades'). Loading until the
 * offers of all four brands are in (or failed: each brand's failure is its own part).
 * The unit list, at an address of its own, is ./OfferUnits.
 */
import type { ReactNode } from 'react';
import {
  brands,
  countOfferUnits,
  fillRoute,
  formatLocale,
  routes,
} from '@territorio/api-client/core';
import type { OfferGroup, Offers, VehicleBrandId } from '@territorio/api-client/core';
import {
  Button,
  Card,
  Heading,
  HeroBanner,
  Image,
  Inline,
  Price,
  Stack,
  Tabs,
  Text,
} from '@territorio/design-system';
import { useNavigate, useRevalidator } from 'react-router';
import { Deferred, EmptyNotice } from '../app/Deferred';
import { isFailedPart } from '../app/loaderData';
import type { FailedPart, Part } from '../app/loaderData';
import { FamilyUnits, useOfferUnits } from './OfferUnits';
import { cardImageSizes, mediaPicture } from '../components/media';
import { JsonLd } from '../components/JsonLd';
import { ErrorNotice } from '../components/ErrorNotice';
import { Section } from '../components/Section';
import { useMediaUrl } from '../components/useMedia';
import { LazyPage, retryableLazy } from '../components/lazyPage';
import * as styles from '../layout/layout.css';
import { offersTabBrandIds } from '../shared-gaps';
import { offersJsonLd } from '../structuredData';
import { lowestOffer, offerGroupPrice } from '../lib/offerGroups';
import { offerFinalPrice } from '../lib/priceDisplay';
import { currentOffers, offerGroupValidity } from '../lib/validity';

export const offersListId = 'ofertas';
export const offersContactId = 'contacto-oportunidades';

/** Every tab brand's offers, or the failure of its read (a part of its own). */
export type OffersByBrand = Readonly<Record<VehicleBrandId, Offers | FailedPart>>;

const loadingMessage = 'Cargando oportunidades…';

/** A brand's offers, or null when they could not be read. */
function answered(offers: Offers | FailedPart): Offers | null {
  return isFailedPart(offers) ? null : offers;
}

/**
 * Every brand's offers as the page shows them: without what has ended by today's date in
 * Argentina, even from a copy kept offline (the route's data keeps what the API answered).
 */
function shownOffers(offers: OffersByBrand): OffersByBrand {
  const shown: Record<VehicleBrandId, Offers | FailedPart> = { ...offers };
  for (const brandId of offersTabBrandIds) {
    const brandOffers = answered(offers[brandId]);
    if (brandOffers) shown[brandId] = currentOffers(brandOffers);
  }
  return shown;
}

/** spec 2.8: the headline counts the offered units of the four brands. */
export function totalOfferUnits(offers: OffersByBrand): number {
  return offersTabBrandIds.reduce(
    (total, brandId) => total + countOfferUnits(answered(offers[brandId])),
    0,
  );
}

/** The brands whose offers could not be loaded: the headline's total leaves them out. */
function failedOfferBrands(offers: OffersByBrand): VehicleBrandId[] {
  return offersTabBrandIds.filter((brandId) => isFailedPart(offers[brandId]));
}

function brandNames(brandIds: readonly VehicleBrandId[]): string {
  return new Intl.ListFormat(formatLocale, { type: 'conjunction' }).format(
    brandIds.map((brandId) => brands[brandId].name),
  );
}

/**
 * spec 2.8 headline, once every brand has answered. A total that leaves out a brand whose
 * offers failed names the brands it counts, so it never reads as the whole offer.
 */
export function offersHeadline(offers: OffersByBrand): string {
  const failed = failedOfferBrands(offers);
  const counted = offersTabBrandIds.filter((brandId) => !failed.includes(brandId));
  const total = totalOfferUnits(offers);
  if (failed.length === 0) return `${total} unidades 0km con descuentos especiales.`;
  if (counted.length === 0) return 'Unidades 0km con descuentos especiales.';
  return `${total} unidades 0km de ${brandNames(counted)} con descuentos especiales.`;
}

/** What the page says of the brands whose offers failed, beside the headline. */
function failedOffersNotice(offers: OffersByBrand): string | null {
  const failed = failedOfferBrands(offers);
  if (failed.length === 0) return null;
  const notice = `No pudimos cargar las oportunidades de ${brandNames(failed)}`;
  return failed.length === offersTabBrandIds.length
    ? `${notice}.`
    : `${notice}: no están en el total.`;
}

function scrollToId(id: string) {
  document.getElementById(id)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
}

/**
 * spec 2.8: the brand whose offers hold a family's group, looked up in `brandIds` in their
 * order (the page's brand, or the tabs' order on the page of every brand), and the group.
 */
function offerFamilyGroup(
  offers: OffersByBrand,
  familyId: number,
  brandIds: readonly VehicleBrandId[],
): { brandId: VehicleBrandId; group: OfferGroup } | null {
  for (const brandId of brandIds) {
    const group = answered(offers[brandId])?.grouped.find((item) => item.family_id === familyId);
    if (group) return { brandId, group };
  }
  return null;
}

function GroupCard({
  group,
  onOpen,
  isImagePriority,
}: {
  group: OfferGroup;
  onOpen: () => void;
  isImagePriority: boolean;
}) {
  const media = useMediaUrl();
  const price = offerGroupPrice(group);
  return (
    <Card as="article" padding="medium" elevation="small" className={styles.fill}>
      <Stack space="small">
        <Image
          {...mediaPicture(group.image || group.items[0]?.image, 'vehicle', media, cardImageSizes)}
          alt=""
          isPriority={isImagePriority}
          className={styles.cardImage}
        />
        <Heading level={4} component="h3">
          {group.name}
        </Heading>
        <Text size="small" weight="medium">
          {offerGroupValidity(group)}
        </Text>
        {price ? <Price {...price} /> : null}
        <Button onClick={onOpen} variant="secondary" fullWidth data-offer-family={group.family_id}>
          Ver unidades de {group.name}
        </Button>
      </Stack>
    </Card>
  );
}

function brandJsonLd(brandName: string, groups: readonly OfferGroup[]) {
  return offersJsonLd({
    brandName,
    groups: groups.flatMap((offerGroup) => {
      const lowest = lowestOffer(offerGroup.items);
      if (!lowest) return [];
      const price = offerFinalPrice(lowest);
      return [
        {
          name: offerGroup.name,
          lowestPrice: price.amount,
          currency: price.currency,
          count: offerGroup.items.length,
        },
      ];
    }),
  });
}

function BrandOffers({
  brandId,
  offers,
  isFiltered,
  isFirstImagePriority,
  onOpen,
  onShowAll,
}: {
  brandId: VehicleBrandId;
  offers: Offers | FailedPart;
  isFiltered: boolean;
  /** The first brand listed: its first picture is the page's largest image above the fold. */
  isFirstImagePriority: boolean;
  onOpen: (group: OfferGroup) => void;
  onShowAll: () => void;
}) {
  const brand = brands[brandId];
  const groups = answered(offers)?.grouped ?? [];
  return (
    <Stack space="medium" as="section">
      {groups.length > 0 ? <JsonLd data={brandJsonLd(brand.name, groups)} /> : null}
      <Inline space="medium" align="spaceBetween">
        <Heading level={3} component="h2">
          {/* A brand whose offers failed has no count to give. */}
          {isFailedPart(offers) ? brand.name : `${brand.name} (${countOfferUnits(offers)})`}
        </Heading>
        {isFiltered ? (
          <Button variant="secondary" size="small" onClick={onShowAll}>
            Ver todos
          </Button>
        ) : null}
      </Inline>
      <Deferred part={offers} loadingMessage={loadingMessage}>
        {(answer) =>
          answer.grouped.length === 0 ? (
            <EmptyNotice>No hay oportunidades {brand.name} en este momento.</EmptyNotice>
          ) : (
            <ul className={styles.grid}>
              {answer.grouped.map((group, index) => (
                <li key={group.family_id}>
                  <GroupCard
                    group={group}
                    onOpen={() => onOpen(group)}
                    isImagePriority={isFirstImagePriority && index === 0}
                  />
                </li>
              ))}
            </ul>
          )
        }
      </Deferred>
    </Stack>
  );
}

/**
 * The lead form closes the page, below the fold: its code loads after the page's own (the
 * server renders it in place; it hydrates once its chunk arrives).
 */
const leadForm = retryableLazy(() =>
  import('../forms/ContactForm').then((module) => ({ default: module.ContactForm })),
);

/** The page's band (headline, failures, actions) over the list: loading until all answer. */
function OffersTop({ offers, children }: { offers: OffersByBrand | null; children: ReactNode }) {
  const revalidator = useRevalidator();
  const failedNotice = offers ? failedOffersNotice(offers) : null;
  return (
    <>
      <HeroBanner
        title="Oportunidades 0km"
        text={offers ? offersHeadline(offers) : 'Unidades 0km con descuentos especiales.'}
        breadcrumbs={[{ label: 'Inicio', href: routes.home }, { label: 'Oportunidades' }]}
      >
        <Stack space="medium" align="left">
          {failedNotice ? (
            <ErrorNotice message={failedNotice} onRetry={() => void revalidator.revalidate()} />
          ) : null}
          <Inline space="small">
            <Button onClick={() => scrollToId(offersListId)}>Ver oportunidades</Button>
            <Button variant="secondary" onClick={() => scrollToId(offersContactId)}>
              Quiero que me contacten
            </Button>
          </Inline>
        </Stack>
      </HeroBanner>
      <div
        id={offersListId}
        className={`${styles.container} ${styles.section} ${styles.anchorTarget}`}
      >
        {children}
      </div>
    </>
  );
}

/** The brand tabs (spec 2.8 order, then Todos), the selected one's offers in its panel. */
function OffersTabs({
  brandId,
  offers,
  onOpen,
}: {
  brandId: VehicleBrandId | null;
  offers: OffersByBrand;
  onOpen: (group: OfferGroup) => void;
}) {
  const navigate = useNavigate();
  const tabBrands: (VehicleBrandId | null)[] = [...offersTabBrandIds, null];
  const selectedIndex = tabBrands.indexOf(brandId);
  const visibleBrands = brandId === null ? offersTabBrandIds : [brandId];
  return (
    <Tabs
      label="Marcas"
      selectedIndex={selectedIndex}
      onChange={(index) => {
        const target = tabBrands[index];
        void navigate(
          target ? fillRoute(routes.offersByBrand, { brand: brands[target].slug }) : routes.offers,
        );
      }}
      items={tabBrands.map((tabBrand, index) => ({
        label: tabBrand ? brands[tabBrand].name : 'Todos',
        panel:
          index === selectedIndex ? (
            <Stack space="xlarge">
              {visibleBrands.map((visibleBrand, brandIndex) => (
                <BrandOffers
                  key={visibleBrand}
                  brandId={visibleBrand}
                  offers={offers[visibleBrand]}
                  isFiltered={brandId !== null}
                  isFirstImagePriority={brandIndex === 0}
                  onOpen={onOpen}
                  onShowAll={() => void navigate(routes.offers)}
                />
              ))}
            </Stack>
          ) : null,
      }))}
    />
  );
}

/**
 * The offers of `brandId` (null: of every tab brand): the unit list a family's address opens,
 * or the band, the tabs, the footnotes and the lead form.
 */
export function OffersPage({
  brandId,
  offers,
}: {
  brandId: VehicleBrandId | null;
  offers: Part<OffersByBrand>;
}) {
  const { openFamilyId, pageKey, open, close } = useOfferUnits();
  if (openFamilyId !== null) {
    return (
      <Deferred part={offers} loadingMessage={loadingMessage}>
        {(settled) => {
          const brandIds = brandId === null ? offersTabBrandIds : [brandId];
          const found = offerFamilyGroup(shownOffers(settled), openFamilyId, brandIds);
          return (
            <FamilyUnits
              brandId={found?.brandId ?? null}
              group={found?.group ?? null}
              pageKey={pageKey}
              onClose={close}
            />
          );
        }}
      </Deferred>
    );
  }
  return (
    <>
      <Deferred
        part={offers}
        loadingMessage={loadingMessage}
        frame={(state) => <OffersTop offers={null}>{state}</OffersTop>}
      >
        {(settled) => {
          const shown = shownOffers(settled);
          return (
            <OffersTop offers={shown}>
              <OffersTabs brandId={brandId} offers={shown} onOpen={open} />
            </OffersTop>
          );
        }}
      </Deferred>
      <div className={styles.container}>
        <Stack space="xsmall">
          <Text size="small" tone="muted">
            Vehículos únicos con condiciones especiales, sujetos a revisión por parte del cliente.
          </Text>
          <Text size="small" tone="muted">
            Las fotos no son contractuales.
          </Text>
        </Stack>
      </div>
      <Section title="¿Te interesa una oportunidad?" id={offersContactId} tone="alt">
        <LazyPage
          page={leadForm}
          loadingMessage={null}
          props={{ subject: 'Oportunidades', variant: 'lead', label: 'Quiero que me contacten' }}
        />
      </Section>
    </>
  );
}
