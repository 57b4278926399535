/**
 * /agendar-visita: booking a visit or a test drive (visits.ts). `?unidad=ID` books a stock
 * unit at its site; `?marca=slug&familia=ID` a family, at the site the buyer picks
 * (`&sucursal=slug` once chosen, so a reload keeps it). A unit reserved or sold meanwhile
 * says so (410), an unknown one or family is a 404, and no vehicle at all asks for one.
 * Never indexed: the page is a form about one buyer's visit.
 */
import {
  brands,
  fillRoute,
  messages,
  routes,
  siteSlug,
  stockRoutes,
  stockUnitRoute,
  visitMessages,
} from '@territorio/api-client/core';
import type { Family, VehicleBrandId } from '@territorio/api-client/core';
import {
  Card,
  DesignSystemProvider,
  Heading,
  HeroBanner,
  Image,
  Loader,
  Stack,
  Text,
  TextLink,
} from '@territorio/design-system';
import type { Breadcrumb } from '@territorio/design-system';
import { formatAddress } from '@territorio/site-config';
import type { Site } from '@territorio/site-config';
import type { ReactNode } from 'react';
import type { ShouldRevalidateFunctionArgs } from 'react-router';
import { useSearchParams } from 'react-router';
import { readFamily, readStockUnit } from '../../app/reads';
import type { StockUnitView } from '../../app/reads';
import { useResource, useRetry, useRouteReads } from '../../app/routeData';
import type { ReadArgs, RouteReads } from '../../app/routeData';
import { cardImageSizes, mediaPicture } from '../../components/media';
import { PageHead } from '../../components/PageHead';
import { LazyPage, retryableLazy } from '../../components/lazyPage';
import { ErrorNotice } from '../../components/ResourceView';
import { useMediaUrl } from '../../components/useMedia';
import * as layout from '../../layout/layout.css';
import { listingTitle } from '../../lib/stockListing';
import { siteNamed } from '../../lib/visitSlots';
import { pageMeta } from '../../seo';
import type { PageMeta } from '../../seo';
import { vehicleBrandIdOf } from '../../stores/catalogueStore';
import { resourceStatus } from '../../stores/resource';
import type { Resource } from '../../stores/resource';
import type { VisitBookingFormProps } from './VisitBookingForm';
import { visitMeta } from './visitMeta';
import * as styles from './visits.css';

/**
 * The form's code (its steps, the slots' store, the fields) loads after the page's own: the
 * server renders it in place, and it hydrates once its chunk arrives.
 */
const bookingForm = retryableLazy<VisitBookingFormProps>(() =>
  import('./VisitBookingForm').then((module) => ({ default: module.VisitBookingForm })),
);

function BookingForm(props: VisitBookingFormProps) {
  return <LazyPage page={bookingForm} loadingMessage={null} props={props} />;
}

/** What the address books: a unit, or a brand's family; null when it names neither. */
type BookingAddress =
  | { readonly kind: 'unit'; readonly unitId: number }
  | { readonly kind: 'family'; readonly brandId: VehicleBrandId; readonly familyId: number };

const positiveId = (value: string | null): number | null => {
  const id = Number(value);
  return value !== null && Number.isInteger(id) && id > 0 ? id : null;
};

function bookingAddress(url: URL): BookingAddress | null {
  const unitId = positiveId(url.searchParams.get('unidad'));
  if (unitId !== null) return { kind: 'unit', unitId };
  const brandId = vehicleBrandIdOf(url.searchParams.get('marca') ?? '');
  const familyId = positiveId(url.searchParams.get('familia'));
  return brandId !== null && familyId !== null ? { kind: 'family', brandId, familyId } : null;
}

export const visitBookingReads: RouteReads = {
  read(services, { url }: ReadArgs) {
    const address = bookingAddress(url);
    if (address === null) return {};
    if (address.kind === 'unit')
      return { stockUnit: readStockUnit(services, String(address.unitId)) };
    return { family: readFamily(services, address.brandId, address.familyId) };
  },
  status({ stockUnit, family }, { url }) {
    const address = bookingAddress(url);
    if (address === null) return 404;
    if (address.kind === 'unit') {
      if (stockUnit?.selected?.kind === 'gone') return 410;
      return stockUnit?.error?.isNotFound ? 404 : 200;
    }
    return family?.error?.isNotFound ? 404 : 200;
  },
};

/** What the vehicle is is read again when the vehicle changes, never when the site is picked. */
export function shouldRevalidateVisitBooking({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs): boolean {
  const vehicle = (url: URL) =>
    ['unidad', 'marca', 'familia'].map((key) => url.searchParams.get(key)).join(' ');
  const isSiteOnly =
    currentUrl.pathname === nextUrl.pathname &&
    currentUrl.search !== nextUrl.search &&
    vehicle(currentUrl) === vehicle(nextUrl);
  return defaultShouldRevalidate && !isSiteOnly;
}

function Frame({ children }: { children: ReactNode }) {
  return <div className={`${layout.container} ${layout.section}`}>{children}</div>;
}

/** The page of a booking that cannot be made: what happened and where to go instead. */
function Unbookable({
  title,
  meta,
  text,
  link,
}: {
  title: string;
  meta: PageMeta;
  text?: string;
  link: { href: string; label: string };
}) {
  return (
    <Frame>
      <PageHead meta={meta} notFound />
      <Card tone="alt" padding="large">
        <Stack space="medium" align="left">
          <Heading level={1}>{title}</Heading>
          {text ? <Text>{text}</Text> : null}
          <TextLink href={link.href}>{link.label}</TextLink>
        </Stack>
      </Card>
    </Frame>
  );
}

const stockLink = { href: stockRoutes.search, label: 'Ver todo el stock disponible' };

function Booking({
  title,
  breadcrumbs,
  picture,
  site,
  children,
}: {
  title: string;
  breadcrumbs: readonly Breadcrumb[];
  picture: { path: string; alt: string };
  site: Site | null;
  children: ReactNode;
}) {
  const media = useMediaUrl();
  return (
    <>
      <PageHead meta={visitMeta.booking(title)} robots="noindex" />
      <HeroBanner title={visitMessages.bookAction} text={title} breadcrumbs={breadcrumbs} />
      <Frame>
        <div className={styles.layout}>
          <aside className={styles.aside} aria-label="Vehículo">
            <Card padding="medium">
              <Stack space="small">
                <Image
                  {...mediaPicture(picture.path, 'vehicle', media, cardImageSizes)}
                  alt={picture.alt}
                  className={layout.cardImage}
                />
                <Text weight="medium">{title}</Text>
                {site ? (
                  <Text size="small">
                    En {site.name}: {formatAddress(site)}
                  </Text>
                ) : null}
              </Stack>
            </Card>
          </aside>
          <div>{children}</div>
        </div>
      </Frame>
    </>
  );
}

function UnitBooking({ unitId }: { unitId: number }) {
  const resource: Resource<StockUnitView> = useResource(useRouteReads().stockUnit);
  const view = resource.selected;
  if (view?.kind === 'available' && view.page.unit.id === unitId) {
    const { unit } = view.page;
    const title = listingTitle(unit);
    const site = siteNamed(unit.location) ?? null;
    return (
      <Booking
        title={`${title}, ${unit.color}`}
        picture={{ path: unit.image, alt: `${title}, color ${unit.color}` }}
        site={site}
        breadcrumbs={[
          { label: 'Inicio', href: routes.home },
          { label: 'Stock disponible', href: stockRoutes.search },
          { label: title, href: stockUnitRoute(unit) },
          { label: 'Agendar visita' },
        ]}
      >
        {site ? (
          <BookingForm subject={{ kind: 'unit', unitId }} site={site} />
        ) : (
          <Text>{visitMessages.siteRequired}</Text>
        )}
      </Booking>
    );
  }
  if (
    view?.kind === 'gone' ||
    (resourceStatus(resource) === 'failed' && resource.error?.isNotFound)
  )
    return (
      <Unbookable
        title={visitMessages.unitUnavailable}
        meta={pageMeta.stockUnitGone}
        text="Ya fue reservada o vendida."
        link={stockLink}
      />
    );
  return <Pending resource={resource} />;
}

function FamilyBooking({ brandId, familyId }: { brandId: VehicleBrandId; familyId: number }) {
  const resource: Resource<Family> = useResource(useRouteReads().family);
  const [search, setSearch] = useSearchParams();
  const site = siteNamed(search.get('sucursal')) ?? null;
  const family = resource.selected;
  const brand = brands[brandId];
  if (family && family.id === familyId) {
    const title = `${brand.name} ${family.name}`;
    const chooseSite = (chosen: Site) => {
      const next = new URLSearchParams(search);
      next.set('sucursal', siteSlug(chosen));
      setSearch(next, { replace: true, preventScrollReset: true });
    };
    return (
      <DesignSystemProvider theme={brand.theme}>
        <Booking
          title={title}
          picture={{ path: family.image, alt: title }}
          site={site}
          breadcrumbs={[
            { label: 'Inicio', href: routes.home },
            { label: 'Vehículos 0km', href: routes.families },
            { label: brand.name, href: fillRoute(routes.family, { brand: brand.slug }) },
            {
              label: family.name,
              href: fillRoute(routes.subfamilies, {
                brand: brand.slug,
                family: family.name,
                id: family.id,
              }),
            },
            { label: 'Agendar visita' },
          ]}
        >
          <BookingForm
            subject={{ kind: 'family', brandId, familyId }}
            site={site}
            onChooseSite={chooseSite}
          />
        </Booking>
      </DesignSystemProvider>
    );
  }
  if (resourceStatus(resource) === 'failed' && resource.error?.isNotFound)
    return (
      <Unbookable
        title={messages.familyNotFound}
        meta={pageMeta.versionsNotFound}
        link={{ href: routes.families, label: 'Ver vehículos 0km' }}
      />
    );
  return <Pending resource={resource} />;
}

/** The vehicle on its way, or its read failed (with "Reintentar"). */
function Pending({ resource }: { resource: Resource<unknown> }) {
  const retry = useRetry();
  return (
    <Frame>
      <PageHead meta={visitMeta.bookingWithoutVehicle} robots="noindex" />
      {resourceStatus(resource) === 'failed' ? (
        <ErrorNotice message={resource.error?.message ?? messages.serverError} onRetry={retry} />
      ) : (
        <Loader message="Cargando el vehículo…" />
      )}
    </Frame>
  );
}

export function VisitBookingPage() {
  const [search] = useSearchParams();
  const address = bookingAddress(new URL(`?${search.toString()}`, 'http://page.local'));
  if (address?.kind === 'unit') return <UnitBooking key={address.unitId} unitId={address.unitId} />;
  if (address?.kind === 'family')
    return (
      <FamilyBooking
        key={`${address.brandId}-${address.familyId}`}
        brandId={address.brandId}
        familyId={address.familyId}
      />
    );
  return (
    <Unbookable
      title={visitMessages.vehicleRequired}
      meta={visitMeta.bookingWithoutVehicle}
      link={stockLink}
    />
  );
}
