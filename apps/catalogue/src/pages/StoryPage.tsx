/**
 * spec 2.10 story viewer: looping autoplay video, brand/category line, 'Siguiente Historia'
 * and a close that returns to the story's section. An unknown story id redirects to /.
 */
import { Navigate } from 'react-router';
import { routes, storyRoute } from '@territorio/api-client/core';
import type { Story, StoryCategory } from '@territorio/api-client/core';
import {
  Button,
  DesignSystemProvider,
  Heading,
  IconClose,
  Inline,
  Stack,
  Text,
  themeNameForBrand,
} from '@territorio/design-system';
import { useParams } from 'react-router';
import type { ReactNode } from 'react';
import { Link } from '../components/RouterLink';
import { storyViewerSizes } from '../components/media';
import { StoryVideo } from '../components/StoryVideo';
import { PageHead } from '../components/PageHead';
import { usePrefersReducedMotion } from '../components/usePrefersReducedMotion';
import * as styles from '../layout/layout.css';
import { pageMeta } from '../seo';
import { ShellParameters } from '../app/shellData';

/** spec 2.10: where the close control returns, by category. */
export function storyCloseTarget(category: StoryCategory | string): string {
  switch (category) {
    case 'Planes de Ahorro':
      return routes.savingPlans;
    case '0 km':
      return routes.families;
    case 'Postventa':
      return routes.postventa;
    default:
      return routes.home;
  }
}

export function nextStory(stories: readonly Story[], id: number): Story | null {
  if (stories.length < 2) return null;
  const index = stories.findIndex((story) => story.id === id);
  return index === -1 ? null : (stories[(index + 1) % stories.length] ?? null);
}

function StoryViewer({ story, stories }: { story: Story; stories: readonly Story[] }) {
  const reduceMotion = usePrefersReducedMotion();
  const next = nextStory(stories, story.id);
  return (
    <DesignSystemProvider theme={themeNameForBrand(story.brand_string)}>
      <PageHead meta={pageMeta.story(story.title)} />
      <div className={`${styles.container} ${styles.section}`}>
        <div className={styles.storyViewer}>
          <Stack space="medium">
            <Inline space="small" align="spaceBetween">
              <Text size="small" weight="medium">
                {story.brand_string} · {story.category_string}
              </Text>
              <Link to={storyCloseTarget(story.category_string)} className={styles.iconLink}>
                <IconClose title="Cerrar historia" />
              </Link>
            </Inline>
            <Heading level={1}>{story.title}</Heading>
            <StoryVideo
              key={story.id}
              story={story}
              frameClassName={styles.video}
              posterSizes={storyViewerSizes}
              isPosterPriority
              autoPlay={!reduceMotion}
              loop
              playsInline
              controls
              aria-label={story.title}
            />
            {next ? (
              <Button href={storyRoute(next)} fullWidth>
                Siguiente Historia
              </Button>
            ) : null}
          </Stack>
        </div>
      </div>
    </DesignSystemProvider>
  );
}

/** The page before the stories arrive with the parameters, or when they failed. */
function pending(state: ReactNode) {
  return <div className={`${styles.container} ${styles.section}`}>{state}</div>;
}

export function StoryPage() {
  const { id } = useParams();
  return (
    <ShellParameters loadingMessage="Cargando historia…" frame={pending}>
      {({ stories }) => {
        const story = storyOf(stories, id);
        // spec 8: an unknown story id redirects to the home.
        if (!story) return <Navigate to={routes.home} replace />;
        return <StoryViewer story={story} stories={stories} />;
      }}
    </ShellParameters>
  );
}

/** The story of `id` among `stories`, if any (an unknown one sends the visitor home). */
export function storyOf(stories: readonly Story[], id: string | undefined): Story | undefined {
  return stories.find((item) => String(item.id) === id);
}
