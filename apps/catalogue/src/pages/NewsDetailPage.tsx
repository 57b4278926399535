/** spec 2.4 news detail: type, brand, date, sanitized HTML, images, external link, next item. */
import type { Parameters } from '@territorio/api-client/core';
import type { RouteReads } from '../app/routeData';
import { formatDate, messages, newsRoute, routes } from '@territorio/api-client/core';
import {
  Button,
  Card,
  Heading,
  HeroBanner,
  Image,
  Stack,
  Text,
  TextLink,
} from '@territorio/design-system';
import { useParams } from 'react-router';
import { fullWidthSizes, mediaPicture } from '../components/media';
import { ParametersPending } from '../components/ParametersView';
import { SafeHtml } from '../components/SafeHtml';
import { useMediaUrl } from '../components/useMedia';
import { PageHead } from '../components/PageHead';
import * as styles from '../layout/layout.css';
import { pageMeta } from '../seo';
import { useParametersResource } from '../app/routeData';
import { readParameters } from '../app/reads';
import { useServices } from '../services/context';
import { nextNews } from './newsRules';
import { currentNews } from '../lib/validity';

function NewsNotFound() {
  return (
    <div className={`${styles.container} ${styles.section}`}>
      <PageHead meta={pageMeta.newsNotFound} notFound />
      <Card tone="alt" padding="large">
        <Stack space="medium" align="left">
          <Heading level={1}>{messages.newsNotFound}</Heading>
          <TextLink href={routes.news}>Ver todas las noticias</TextLink>
        </Stack>
      </Card>
    </div>
  );
}

function Loading() {
  return (
    <>
      <PageHead meta={pageMeta.news} />
      <ParametersPending loadingMessage="Cargando noticia…" />
    </>
  );
}

export function NewsDetailPage() {
  const { id } = useParams();
  const { config } = useServices();
  const media = useMediaUrl();
  const resource = useParametersResource();
  const all = resource.selected ? currentNews(resource.selected.news) : undefined;
  const news = all?.find((item) => String(item.id) === id);

  if (!all) return <Loading />;
  if (!news) return <NewsNotFound />;
  const next = nextNews(all, news.id);
  // Images the article's HTML does not show already.
  const images = news.images.filter((image) => !news.content.includes(image.path));

  return (
    <>
      <PageHead meta={pageMeta.newsDetail(news.title)} />
      <HeroBanner
        title={news.title}
        breadcrumbs={[
          { label: 'Inicio', href: routes.home },
          { label: 'Noticias', href: routes.news },
          { label: news.title },
        ]}
      />
      <article className={`${styles.container} ${styles.section}`}>
        <Stack space="large">
          <Text tone="muted">
            {news.type_string} · {news.brand_string} ·{' '}
            <time dateTime={news.display_date}>{formatDate(news.display_date)}</time>
          </Text>
          {images.map((image, index) => (
            <Image
              key={image.path}
              {...mediaPicture(image.path, 'news', media, fullWidthSizes)}
              alt={index === 0 ? news.title : ''}
              // The article's picture, under its title and date: the page's largest image.
              isPriority={index === 0}
              className={styles.wideImage}
            />
          ))}
          <SafeHtml html={news.content} apiUrl={config.apiUrl} className={styles.richText} />
          {news.url ? (
            <div>
              <Button href={news.url} external variant="secondary">
                Leer la nota completa
              </Button>
            </div>
          ) : null}
          {next ? (
            <Text>
              Siguiente noticia: <TextLink href={newsRoute(next)}>{next.title}</TextLink>
            </Text>
          ) : null}
        </Stack>
      </article>
    </>
  );
}

function newsOf(parameters: Parameters | null, id: string | undefined) {
  return parameters
    ? currentNews(parameters.news).find((item) => String(item.id) === id)
    : undefined;
}

/** The news come with the parameters (the shell reads them); an unknown id is a 404. */
export const newsDetailReads: RouteReads = {
  serverRead: (services) => ({ parameters: readParameters(services) }),
  status({ parameters }, { params }) {
    const selected = parameters?.selected ?? null;
    return selected && !newsOf(selected, params.id) ? 404 : 200;
  },
  html({ parameters }, { params }) {
    const news = newsOf(parameters?.selected ?? null, params.id);
    return news ? [news.content] : [];
  },
};
