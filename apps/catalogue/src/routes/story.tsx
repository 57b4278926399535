import { browserLoader } from '../app/routeData';
import { serverLoader } from '../app/loader.server';
import { PageError } from '../app/PageError';
import { StoryPage, storyReads } from '../pages/StoryPage';

export const loader = serverLoader(storyReads);
export const clientLoader = browserLoader(storyReads);
export { shouldRevalidate } from '../app/revalidation';
export const ErrorBoundary = PageError;

export default function Route() {
  return <StoryPage />;
}
