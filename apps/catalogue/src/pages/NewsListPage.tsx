/**
 * spec 2.4 /noticias: brand tabs Todas, Volkswagen (1), Chevrolet (2), Nissan (4) and the
 * group's (5); two items per row; DECISIONS: ten per page with 'Ver más'.
 */
import { useState } from 'react';
import { brands, newsPageSize, routes } from '@territorio/api-client/core';
import type { BrandId, News } from '@territorio/api-client/core';
import { Button, HeroBanner, Stack, Tabs, Text } from '@territorio/design-system';
import { NewsCard } from '../components/Cards';
import { EmptyNotice } from '../app/Deferred';
import { ShellParameters } from '../app/shellData';
import * as styles from '../layout/layout.css';
import { sortNews } from './newsRules';
import { currentNews } from '../lib/validity';

export const newsTabBrandIds: readonly (BrandId | null)[] = [null, 1, 2, 4, 5];

export function NewsListPage() {
  return (
    <>
      <HeroBanner
        title="Noticias"
        text="Lanzamientos, novedades de postventa y lo que hacemos en la comunidad."
        breadcrumbs={[{ label: 'Inicio', href: routes.home }, { label: 'Noticias' }]}
      />
      <div className={`${styles.container} ${styles.section}`}>
        <ShellParameters loadingMessage="Cargando noticias…">
          {(parameters) => {
            const all = sortNews(currentNews(parameters.news));
            return all.length === 0 ? (
              <EmptyNotice>Todavía no hay noticias publicadas.</EmptyNotice>
            ) : (
              <NewsTabs all={all} />
            );
          }}
        </ShellParameters>
      </div>
    </>
  );
}

/** The current news, by brand tab, ten at a time. */
function NewsTabs({ all }: { all: readonly News[] }) {
  const [tabIndex, setTabIndex] = useState(0);
  const [visible, setVisible] = useState(newsPageSize);
  const brandId = newsTabBrandIds[tabIndex] ?? null;
  const filtered = brandId === null ? all : all.filter((news) => news.brand_id === brandId);
  const shown = filtered.slice(0, visible);

  return (
    <Tabs
      label="Filtrar noticias por marca"
      selectedIndex={tabIndex}
      onChange={(index) => {
        setTabIndex(index);
        setVisible(newsPageSize);
      }}
      items={newsTabBrandIds.map((tabBrand, index) => ({
        label: tabBrand === null ? 'Todas' : brands[tabBrand].name,
        panel:
          index === tabIndex ? (
            <Stack space="large">
              {shown.length === 0 ? (
                <Text>No hay noticias de esta marca por ahora.</Text>
              ) : (
                <ul className={styles.gridTwo}>
                  {shown.map((news, index) => (
                    <li key={news.id}>
                      <NewsCard news={news} headingLevel={2} isImagePriority={index === 0} />
                    </li>
                  ))}
                </ul>
              )}
              {filtered.length > shown.length ? (
                <div>
                  <Button
                    variant="secondary"
                    onClick={() => setVisible((count) => count + newsPageSize)}
                  >
                    Ver más
                  </Button>
                </div>
              ) : null}
            </Stack>
          ) : null,
      }))}
    />
  );
}
