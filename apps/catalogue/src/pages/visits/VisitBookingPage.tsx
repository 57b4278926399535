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
  Stack,
  Text,
  TextLink,
} from '@territorio/design-system';
import type { Breadcrumb } from '@territorio/design-system';
import { formatAddress } from '@territorio/site-config';
import type { Site } from '@territorio/site-config';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { Deferred } from '../../app/Deferred';
import type { Part } from '../../app/loaderData';
import type { StockUnitView } from '../../app/stockUnitView';
import { cardImageSizes, mediaPicture } from '../../components/media';
import { PageHead } from '../../components/PageHead';
import { LazyPage, retryableLazy } from '../../components/lazyPage';
import { useMediaUrl } from '../../components/useMedia';
import * as layout from '../../layout/layout.css';
import { listingTitle } from '../../lib/stockListing';
import { siteNamed } from '../../lib/visitSlots';
import { pageMeta } from '../../seo';
import type { PageMeta } from '../../seo';
import { vehicleBrandIdOf } from '../../stores/catalogueStore';
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

/** What the address's query (`?unidad=`, or `?marca=&familia=`) books. */
export function bookingAddress(search: URLSearchParams): BookingAddress | null {
  const unitId = positiveId(search.get('unidad'));
  if (unitId !== null) return { kind: 'unit', unitId };
  const brandId = vehicleBrandIdOf(search.get('marca') ?? '');
  const familyId = positiveId(search.get('familia'));
  return brandId !== null && familyId !== null ? { kind: 'family', brandId, familyId } : null;
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

/** A unit's booking: at its site; a unit reserved, sold or unknown cannot be booked. */
function UnitBooking({ unitId, view }: { unitId: number; view: StockUnitView | null }) {
  if (view?.kind !== 'available')
    return (
      <Unbookable
        title={visitMessages.unitUnavailable}
        meta={pageMeta.stockUnitGone}
        text="Ya fue reservada o vendida."
        link={stockLink}
      />
    );
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

/** A family's booking, at the site the buyer picks (kept in the address). */
function FamilyBooking({
  brandId,
  familyId,
  family,
}: {
  brandId: VehicleBrandId;
  familyId: number;
  family: Family | null;
}) {
  const [search, setSearch] = useSearchParams();
  const site = siteNamed(search.get('sucursal')) ?? null;
  const brand = brands[brandId];
  if (family === null)
    return (
      <Unbookable
        title={messages.familyNotFound}
        meta={pageMeta.versionsNotFound}
        link={{ href: routes.families, label: 'Ver vehículos 0km' }}
      />
    );
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

/** The page while the vehicle is on its way, or when its read failed (with "Reintentar"). */
function pending(notice: ReactNode) {
  return (
    <Frame>
      <PageHead meta={visitMeta.bookingWithoutVehicle} robots="noindex" />
      {notice}
    </Frame>
  );
}

const loadingMessage = 'Cargando el vehículo…';

/**
 * The booking of the address's vehicle: `unit` for a unit's address, `family` for a
 * family's (each null when the address books no such vehicle; its answer null when the API
 * has no such unit or family).
 */
export function VisitBookingPage({
  unit,
  family,
}: {
  unit: Part<StockUnitView | null> | null;
  family: Part<Family | null> | null;
}) {
  const [search] = useSearchParams();
  const address = bookingAddress(search);
  if (address?.kind === 'unit' && unit !== null)
    return (
      <Deferred key={address.unitId} part={unit} loadingMessage={loadingMessage} frame={pending}>
        {(view) => <UnitBooking unitId={address.unitId} view={view} />}
      </Deferred>
    );
  if (address?.kind === 'family' && family !== null)
    return (
      <Deferred
        key={`${address.brandId}-${address.familyId}`}
        part={family}
        loadingMessage={loadingMessage}
        frame={pending}
      >
        {(answer) => (
          <FamilyBooking brandId={address.brandId} familyId={address.familyId} family={answer} />
        )}
      </Deferred>
    );
  return (
    <Unbookable
      title={visitMessages.vehicleRequired}
      meta={visitMeta.bookingWithoutVehicle}
      link={stockLink}
    />
  );
}
