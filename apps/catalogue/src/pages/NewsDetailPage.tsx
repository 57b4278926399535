/** spec 2.4 news detail: type, brand, date, sanitized HTML, images, external link, next item. */
import type { News } from '@territorio/api-client/core';
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
import type { ReactNode } from 'react';
import { fullWidthSizes, mediaPicture } from '../components/media';
import { SafeHtml } from '../components/SafeHtml';
import { useMediaUrl } from '../components/useMedia';
import { PageHead } from '../components/PageHead';
import * as styles from '../layout/layout.css';
import { pageMeta } from '../seo';
import { ShellParameters } from '../app/shellData';
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

/** The page before the news arrive with the parameters, or when they failed. */
function pending(state: ReactNode) {
  return (
    <>
      <PageHead meta={pageMeta.news} />
      <div className={`${styles.container} ${styles.section}`}>{state}</div>
    </>
  );
}

export function NewsDetailPage() {
  const { id } = useParams();
  return (
    <ShellParameters loadingMessage="Cargando noticia…" frame={pending}>
      {(parameters) => {
        const all = currentNews(parameters.news);
        const news = newsOf(all, id);
        return news ? <NewsArticle news={news} all={all} /> : <NewsNotFound />;
      }}
    </ShellParameters>
  );
}

/** The current news item of `id` among `all`, if any (an unknown one is a 404). */
export function newsOf(all: readonly News[], id: string | undefined): News | undefined {
  return all.find((item) => String(item.id) === id);
}

function NewsArticle({ news, all }: { news: News; all: readonly News[] }) {
  const { config } = useServices();
  const media = useMediaUrl();
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
