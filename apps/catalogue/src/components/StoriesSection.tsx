/** spec 2.3, 2.5, 2.7: a block of story cards, from the parameters, optionally by category. */
import type { Story, StoryCategory } from '@territorio/api-client/core';
import { EmptyNotice } from '../app/Deferred';
import { ShellParameters } from '../app/shellData';
import * as styles from '../layout/layout.css';
import { StoryCard } from './Cards';
import { Section } from './Section';
import { usePrefersReducedMotion } from './usePrefersReducedMotion';

export type StoryPick = {
  category?: StoryCategory;
  /** Which stories the block may show (a brand's page: only that brand's). */
  isIncluded?: (story: Story) => boolean;
  /** Which stories come first, the rest of the category after them. */
  isLeading?: (story: Story) => boolean;
  limit?: number;
};

export function pickStories(stories: readonly Story[], options: StoryPick): Story[] {
  const { isIncluded, isLeading } = options;
  const picked = stories.filter(
    (story) =>
      (options.category === undefined || story.category_string === options.category) &&
      (isIncluded === undefined || isIncluded(story)),
  );
  const ordered =
    isLeading === undefined
      ? picked
      : [...picked.filter(isLeading), ...picked.filter((story) => !isLeading(story))];
  return ordered.slice(0, options.limit ?? ordered.length);
}

export function StoriesSection({
  title = 'Historias',
  category,
  isIncluded,
  isLeading,
  limit = 4,
  isFirstImagePriority = false,
}: StoryPick & {
  title?: string;
  /** The section opens the page: the first poster is its largest image above the fold. */
  isFirstImagePriority?: boolean;
}) {
  return (
    <Section title={title} tone="alt">
      <StoriesList
        category={category}
        isIncluded={isIncluded}
        isLeading={isLeading}
        limit={limit}
        isFirstImagePriority={isFirstImagePriority}
      />
    </Section>
  );
}

function StoriesList({
  isFirstImagePriority,
  ...pick
}: StoryPick & { isFirstImagePriority: boolean }) {
  const reduceMotion = usePrefersReducedMotion();
  return (
    <ShellParameters loadingMessage="Cargando historias…">
      {(parameters) => {
        const stories = pickStories(parameters.stories, pick);
        return stories.length === 0 ? (
          <EmptyNotice>Pronto vas a encontrar historias nuevas acá.</EmptyNotice>
        ) : (
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
        );
      }}
    </ShellParameters>
  );
}
