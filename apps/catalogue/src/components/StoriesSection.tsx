/** spec 2.3, 2.5, 2.7: a block of story cards, from the parameters, optionally by category. */
import type { Story, StoryCategory } from '@territorio/api-client/core';
import { useParameters } from '../services/context';
import * as styles from '../layout/layout.css';
import { StoryCard } from './Cards';
import { ParametersView } from './ParametersView';
import { Section } from './Section';
import { usePrefersReducedMotion } from './usePrefersReducedMotion';

export function pickStories(
  stories: readonly Story[],
  options: { category?: StoryCategory; brandId?: number; limit?: number },
): Story[] {
  const inCategory = stories.filter(
    (story) => options.category === undefined || story.category_string === options.category,
  );
  // The page's brand first, then the rest of the category.
  const ordered =
    options.brandId === undefined
      ? inCategory
      : [
          ...inCategory.filter((story) => story.brand_id === options.brandId),
          ...inCategory.filter((story) => story.brand_id !== options.brandId),
        ];
  return ordered.slice(0, options.limit ?? ordered.length);
}

export function StoriesSection({
  title = 'Historias',
  category,
  brandId,
  limit = 4,
  isFirstImagePriority = false,
}: {
  title?: string;
  category?: StoryCategory;
  brandId?: number;
  limit?: number;
  /** The section opens the page: the first poster is its largest image above the fold. */
  isFirstImagePriority?: boolean;
}) {
  // Below the fold unless it opens the page: the list reads its own data (HydrationSlice).
  return (
    <Section title={title} tone="alt" belowFold={!isFirstImagePriority}>
      <StoriesList
        category={category}
        brandId={brandId}
        limit={limit}
        isFirstImagePriority={isFirstImagePriority}
      />
    </Section>
  );
}

function StoriesList({
  category,
  brandId,
  limit,
  isFirstImagePriority,
}: {
  category?: StoryCategory;
  brandId?: number;
  limit: number;
  isFirstImagePriority: boolean;
}) {
  const resource = useParameters((state) => state.parameters);
  const reduceMotion = usePrefersReducedMotion();
  const stories = pickStories(resource.selected?.stories ?? [], { category, brandId, limit });
  return (
    <ParametersView
      isEmpty={stories.length === 0}
      loadingMessage="Cargando historias…"
      emptyMessage="Pronto vas a encontrar historias nuevas acá."
    >
      <ul className={styles.gridFour}>
        {stories.map((story, index) => (
          <li key={story.id}>
            <StoryCard
              story={story}
              reduceMotion={reduceMotion}
              isImagePriority={isFirstImagePriority && index === 0}
            />
          </li>
        ))}
      </ul>
    </ParametersView>
  );
}
