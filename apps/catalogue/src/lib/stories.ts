/** Stories by brand (spec 3 Story), for the pages of one brand. */
import { brands } from '@territorio/api-client/core';
import type { BrandId, Story } from '@territorio/api-client/core';

/** Whether a story is a brand's: its brand_id where the API sends one, else its brand_string. */
export function isStoryOfBrand(story: Story, brandId: BrandId): boolean {
  if (story.brand_id !== undefined) return story.brand_id === brandId;
  return story.brand_string.trim().toLowerCase() === brands[brandId].name.toLowerCase();
}
