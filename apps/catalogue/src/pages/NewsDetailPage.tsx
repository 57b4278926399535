/** spec 2.4 news detail: type, brand, date, sanitized HTML, images, external link, next item. */
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
import { useParams } from 'react-router-dom';
import { fullWidthSizes, mediaPicture } from '../components/media';
import { ParametersPending } from '../components/ParametersView';
import { SafeHtml } from '../components/SafeHtml';
import { useMediaUrl } from '../components/useMedia';
import { useResponseStatus } from '../components/serverRender';
import { usePageMeta } from '../components/usePageMeta';
import * as styles from '../layout/layout.css';
import { pageMeta } from '../seo';
import { useParameters, useServices } from '../services/context';
import { nextNews } from './newsRules';

function NewsNotFound() {
  usePageMeta(pageMeta.newsNotFound);
  useResponseStatus(404);
  return (
    <div className={`${styles.container} ${styles.section}`}>
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
  usePageMeta(pageMeta.news);
  return <ParametersPending loadingMessage="Cargando noticia…" />;
}

export function NewsDetailPage() {
  const { id } = useParams();
  const { config } = useServices();
  const media = useMediaUrl();
  const resource = useParameters((state) => state.parameters);
  const all = resource.selected?.news;
  const news = all?.find((item) => String(item.id) === id);
  usePageMeta(news ? pageMeta.newsDetail(news.title) : pageMeta.news);

  if (!all) return <Loading />;
  if (!news) return <NewsNotFound />;
  const next = nextNews(all, news.id);
  // Images the article's HTML does not show already.
  const images = news.images.filter((image) => !news.content.includes(image.path));

  return (
    <>
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

export default NewsDetailPage;
