import { useLocation } from 'react-router';
import { Inline, Text, TextLink } from '@territorio/design-system';

export type PaginationProps = {
  page: number;
  pageSize: number;
  total: number;
};

/** 'Página 2 de 5' with links to the pages around, keeping the filters of the address. */
export function Pagination({ page, pageSize, total }: PaginationProps) {
  const location = useLocation();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  const pageHref = (target: number) => {
    const search = new URLSearchParams(location.search);
    search.set('page', String(target));
    return `${location.pathname}?${search.toString()}`;
  };
  return (
    <nav aria-label="Páginas">
      <Inline space="medium">
        {page > 1 ? <TextLink href={pageHref(page - 1)}>Anterior</TextLink> : null}
        <Text as="span" size="small">
          Página {page} de {pages} ({total} en total)
        </Text>
        {page < pages ? <TextLink href={pageHref(page + 1)}>Siguiente</TextLink> : null}
      </Inline>
    </nav>
  );
}
