/**
 * spec 2.5: a brand's page shows that brand's stories of category '0 km', no other brand's.
 * The spec gives no empty state: a brand without such stories has no stories section, once
 * the parameters say so (while they load, or after they fail, the section says that).
 */
import type { BrandId, Story, StoryCategory } from '@territorio/api-client/core';
import { useCallback } from 'react';
import { isStoryOfBrand } from '../lib/stories';
import { useLoadedShellParameters } from '../app/shellData';
import { pickStories, StoriesSection } from './StoriesSection';

const category: StoryCategory = '0 km';

export function BrandStoriesSection({ brandId }: { brandId: BrandId }) {
  const isIncluded = useCallback((story: Story) => isStoryOfBrand(story, brandId), [brandId]);
  const stories = useLoadedShellParameters()?.stories;
  const hasNone =
    stories !== undefined && pickStories(stories, { category, isIncluded }).length === 0;
  if (hasNone) return null;
  // Right under the band and the tabs: the first poster is the page's main image.
  return <StoriesSection category={category} isIncluded={isIncluded} isFirstImagePriority />;
}
