/**
 * spec 2.3 home: hero, banner carousel, how-to-buy banner, top offers per brand, stories,
 * the two latest news, models banner, service appointments, company history and the job
 * application form (with the résumé states of /cv-recibido and /cv-error).
 */
import { useEffect, useRef, useState } from 'react';
import {
  brands,
  homeNewsCount,
  messages,
  routes,
  vehicleBrandIds,
  stockRoutes,
} from '@territorio/api-client/core';
import type { Banner, News, Offer, Offers, VehicleBrandId } from '@territorio/api-client/core';
import {
  Button,
  Card,
  Carousel,
  DropdownButton,
  HeroBanner,
  Image,
  Inline,
  Stack,
  Text,
} from '@territorio/design-system';
import { group, sites } from '@territorio/site-config';
import { useLocation } from 'react-router';
import { Link } from '../components/RouterLink';
import { ModelCard, NewsCard, OfferCard } from '../components/Cards';
import { bannerImage } from '../components/media';
import { ShellParameters } from '../app/shellData';
import { Section } from '../components/Section';
import { StoriesSection } from '../components/StoriesSection';
import { useMediaUrl } from '../components/useMedia';
import { PageHead } from '../components/PageHead';
import { LazyPage, retryableLazy } from '../components/lazyPage';
import type { CvErrorState } from '../forms/JobApplicationForm';
import { ErrorMessage, SuccessMessage } from '../forms/FormFeedback';
import { appointmentLinks } from '../layout/navigation';
import * as styles from '../layout/layout.css';
import { pageMeta } from '../seo';
import { Deferred, EmptyNotice } from '../app/Deferred';
import type { Part } from '../app/loaderData';
import { offersTabBrandIds } from '../shared-gaps';
import { currentNews, currentOffers, notEnded } from '../lib/validity';

export type ResumeState = 'received' | 'error';

/**
 * The job form's code (fields, file checks, option lists) loads when a visitor asks for the
 * form: few visits apply, and the rest of the home does not wait for it. Pointing at or
 * focusing the button starts the load, so the form is usually there by the click.
 */
const loadJobApplicationForm = () => import('../forms/JobApplicationForm');
const jobApplicationForm = retryableLazy(() =>
  loadJobApplicationForm().then((module) => ({ default: module.JobApplicationForm })),
);

/** The latest news first (display_date, newest first). */
export function latestNews(news: readonly News[], count: number = homeNewsCount): News[] {
  return [...news]
    .sort((left, right) => right.display_date.localeCompare(left.display_date))
    .slice(0, count);
}

/** The vehicle brands' offers the home read; a brand whose read failed has none. */
export type OffersByBrand = Readonly<Partial<Record<VehicleBrandId, Offers>>>;

/**
 * spec 2.3 top offers per brand: each brand's best current offer, in the offers page order
 * (what has ended is left out, even from a copy kept offline).
 */
export function topOffers(offersByBrand: OffersByBrand, perBrand = 1): Offer[] {
  return offersTabBrandIds.flatMap((brandId) => {
    const offers = offersByBrand[brandId];
    return offers ? currentOffers(offers).best.slice(0, perBrand) : [];
  });
}

function BannerSlide({ banner, isFirst }: { banner: Banner; isFirst: boolean }) {
  const media = useMediaUrl();
  const image = bannerImage(banner, media);
  if (!image) return null;
  // The first slide is the home page's largest image: Image preloads it in the page's head.
  const picture = <Image {...image} isPriority={isFirst} className={styles.bannerImage} />;
  if (!banner.url) return picture;
  return banner.url.startsWith('/') ? (
    <Link to={banner.url}>{picture}</Link>
  ) : (
    <a href={banner.url}>{picture}</a>
  );
}

function BannerCarousel() {
  return (
    <div className={styles.container}>
      <ShellParameters loadingMessage="Cargando promociones…">
        {(parameters) => {
          const banners = notEnded(parameters.banners);
          return banners.length === 0 ? (
            <EmptyNotice>No hay promociones vigentes en este momento.</EmptyNotice>
          ) : (
            <Carousel
              label="Promociones"
              slides={banners.map((banner, index) => ({
                id: String(banner.id ?? index),
                content: <BannerSlide banner={banner} isFirst={index === 0} />,
              }))}
            />
          );
        }}
      </ShellParameters>
    </div>
  );
}

/** The week's best offers among every brand's (spec 2.3). */
function TopOffers({ offers }: { offers: Part<OffersByBrand> }) {
  return (
    <Section title="Oportunidades de la semana">
      <Deferred part={offers} loadingMessage="Cargando oportunidades…">
        {(answer) => <TopOffersList list={topOffers(answer)} />}
      </Deferred>
    </Section>
  );
}

function TopOffersList({ list }: { list: readonly Offer[] }) {
  if (list.length === 0) {
    return <EmptyNotice>No hay oportunidades publicadas en este momento.</EmptyNotice>;
  }
  return (
    <Stack space="medium">
      <ul className={styles.gridFour}>
        {list.map((offer) => (
          <li key={`${offer.brand_id}-${offer.id}`}>
            <OfferCard offer={offer} opensInNewTab />
          </li>
        ))}
      </ul>
      <div>
        <Button href={routes.offers} variant="secondary">
          Ver todas las oportunidades
        </Button>
      </div>
    </Stack>
  );
}

function LatestNews() {
  return (
    <Section title="Noticias">
      <LatestNewsBody />
    </Section>
  );
}

function LatestNewsBody() {
  return (
    <ShellParameters loadingMessage="Cargando noticias…">
      {(parameters) => {
        const news = latestNews(currentNews(parameters.news));
        return news.length === 0 ? (
          <EmptyNotice>Todavía no hay noticias publicadas.</EmptyNotice>
        ) : (
          <Stack space="medium">
            <ul className={styles.gridTwo}>
              {news.map((item) => (
                <li key={item.id}>
                  <NewsCard news={item} />
                </li>
              ))}
            </ul>
            <div>
              <Button href={routes.news} variant="secondary">
                Ver todas las noticias
              </Button>
            </div>
          </Stack>
        );
      }}
    </ShellParameters>
  );
}

function ModelsBanner() {
  return (
    <Section title="Nuestros modelos 0km" tone="alt">
      <ModelsBannerBody />
      <div>
        <Button href={routes.families}>Ver todos los modelos</Button>
      </div>
    </Section>
  );
}

function ModelsBannerBody() {
  return (
    <ShellParameters loadingMessage="Cargando modelos…">
      {({ vehicles }) =>
        vehicles.length === 0 ? (
          <EmptyNotice>Conocé todos los modelos en el catálogo 0km.</EmptyNotice>
        ) : (
          <ul className={styles.gridFour}>
            {vehicles.map((vehicle) => (
              <li key={`${vehicle.brand_id}-${vehicle.family_id}`}>
                <ModelCard vehicle={vehicle} />
              </li>
            ))}
          </ul>
        )
      }
    </ShellParameters>
  );
}

function JobSection({ resumeState }: { resumeState?: ResumeState }) {
  const location = useLocation();
  const sectionRef = useRef<HTMLDivElement>(null);
  const errorDetail = (location.state as CvErrorState | null)?.message;
  const [isFormOpen, setFormOpen] = useState(false);
  useEffect(() => {
    if (resumeState) sectionRef.current?.scrollIntoView?.({ block: 'start' });
  }, [resumeState]);
  return (
    <Section title="Trabajá con nosotros" id="trabaja-con-nosotros">
      <div ref={sectionRef} className={styles.anchorTarget}>
        <Stack space="medium">
          <Text>
            Sumate a un equipo con más de 40 años en Mendoza y San Juan. Dejanos tus datos y tu
            currículum.
          </Text>
          {resumeState === 'received' ? (
            <SuccessMessage
              title={messages.cvSuccess}
              text="Recibimos tu currículum. Si tu perfil coincide con una búsqueda, te vamos a contactar."
            />
          ) : null}
          {resumeState === 'error' ? <ErrorMessage detail={errorDetail ?? null} /> : null}
          {resumeState === 'received' ? null : isFormOpen || resumeState === 'error' ? (
            <LazyPage
              page={jobApplicationForm}
              loadingMessage="Cargando el formulario…"
              // After the button, focus goes to the form's first field; after a failed
              // send, the error message above keeps it.
              props={{ focusFirstField: resumeState !== 'error' }}
            />
          ) : (
            <>
              <div>
                <Button
                  onClick={() => setFormOpen(true)}
                  onPointerEnter={() => void loadJobApplicationForm().catch(() => undefined)}
                  onFocus={() => void loadJobApplicationForm().catch(() => undefined)}
                >
                  Postularme
                </Button>
              </div>
              <noscript>
                <Text>Para enviar tu currículum, activá JavaScript en tu navegador.</Text>
              </noscript>
            </>
          )}
        </Stack>
      </div>
    </Section>
  );
}

export function HomePage({
  resumeState,
  offers,
}: {
  resumeState?: ResumeState;
  /** Every vehicle brand's offers, for the week's best. */
  offers: Part<OffersByBrand>;
}) {
  return (
    <>
      <PageHead
        meta={
          resumeState === 'received'
            ? pageMeta.cvReceived
            : resumeState === 'error'
              ? pageMeta.cvError
              : pageMeta.home
        }
      />
      <HeroBanner
        title="Tu 0km en Mendoza y San Juan"
        text={`Volkswagen, Chevrolet, Nissan y BAIC. Más de 40 años de historia y ${group.presidentClubAwards} premios Club del Presidente.`}
      >
        <Inline space="small">
          <Button href={routes.families}>Ver modelos 0km</Button>
          <Button href={stockRoutes.search} variant="secondary">
            Stock disponible
          </Button>
          <Button href={routes.offers} variant="secondary">
            Oportunidades
          </Button>
        </Inline>
      </HeroBanner>
      <div className={styles.section}>
        <BannerCarousel />
      </div>
      <div className={styles.container}>
        <Card tone="alt" padding="large">
          <Stack space="medium" align="left">
            <Text size="large" weight="strong">
              Reservá tu 0km online
            </Text>
            <Text>{messages.reservationPromise}</Text>
            <Button href={routes.howToReserve}>Cómo reservar online</Button>
          </Stack>
        </Card>
      </div>
      <TopOffers offers={offers} />
      <StoriesSection />
      <LatestNews />
      <ModelsBanner />
      <Section title="Turnos de taller">
        <Stack space="medium" align="left">
          <Text>
            Sacá tu turno de service en Godoy Cruz, San Rafael o San Juan, con repuestos originales
            y técnicos de fábrica.
          </Text>
          <DropdownButton label="Sacá un turno" options={appointmentLinks} />
        </Stack>
      </Section>
      <Section title="Nuestra historia" tone="alt">
        <Stack space="medium">
          <Text>
            {group.name} nació en {group.foundedYear} en Godoy Cruz. Hace más de 40 años que
            acompañamos a familias y empresas de Mendoza y San Juan en la compra de su 0km y en el
            cuidado de su vehículo.
          </Text>
          <Text>
            Recibimos {group.presidentClubAwards} veces el premio Club del Presidente por la calidad
            de nuestra atención. Hoy tenemos sucursales en{' '}
            {sites.map((site) => site.name).join(', ')} y representamos a{' '}
            {vehicleBrandIds.map((id) => brands[id].name).join(', ')}.
          </Text>
        </Stack>
      </Section>
      <JobSection resumeState={resumeState} />
    </>
  );
}
