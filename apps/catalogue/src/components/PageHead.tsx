/**
 * A page's title, description and canonical address (or, for a page that answers 404,
 * noindex), rendered where the page is: React places them in the document's head, on the
 * server's answer and on every navigation.
 */
import { useLocation } from 'react-router';
import type { PageMeta } from '../seo';
import { useServices } from '../services/context';

export function PageHead({
  meta,
  notFound = false,
  robots,
}: {
  meta: PageMeta;
  notFound?: boolean;
  /** e.g. 'noindex, follow' for a page search engines should crawl through but not list. */
  robots?: string;
}) {
  const { config } = useServices();
  const { pathname } = useLocation();
  return (
    <>
      <title>{meta.title}</title>
      <meta name="description" content={meta.description} />
      {notFound ? (
        <meta name="robots" content="noindex" />
      ) : (
        <>
          {robots ? <meta name="robots" content={robots} /> : null}
          <link rel="canonical" href={`${config.catalogueUrl}${pathname}`} />
        </>
      )}
    </>
  );
}
