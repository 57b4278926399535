import { useEffect } from 'react';
import type { PageMeta } from '../seo';
import { useServerRender } from './serverRender';

/** Sets the document title and the description meta while the page is shown. */
export function usePageMeta(meta: PageMeta): void {
  useServerRender()?.meta(meta);
  const { title, description } = meta;
  useEffect(() => {
    document.title = title;
    let tag = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!tag) {
      tag = document.createElement('meta');
      tag.name = 'description';
      document.head.append(tag);
    }
    tag.content = description;
  }, [title, description]);
}
