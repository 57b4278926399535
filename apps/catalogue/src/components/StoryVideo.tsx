import { useEffect, useRef } from 'react';
import type { ComponentPropsWithoutRef } from 'react';
import type { Story } from '@territorio/api-client/core';
import { Image } from '@territorio/design-system';
import * as styles from '../layout/layout.css';
import { imageSizes, storyPosterImage } from './media';
import { useMediaUrl } from './useMedia';

type VideoProps = Omit<
  ComponentPropsWithoutRef<'video'>,
  'src' | 'poster' | 'className' | 'width' | 'height' | 'muted'
>;

/**
 * A story clip over its poster. `<video poster>` takes a single file, so the poster is an
 * <Image> (AVIF and WebP at 180 and 360 w, the JPEG as fallback) under the clip, which
 * covers it from its first frame; with reduced motion the clip never loads and the poster
 * stays. The poster is decorative: the clip carries the name, or the card's heading does.
 * The clips have no sound track, so they are always muted (which autoplay needs anyway).
 * A preview (`playsWhenVisible`) fetches nothing until it is near the screen, then plays
 * while it is on screen: a page of four previews does not spend a phone's data and the
 * first seconds of its connection on clips below the fold.
 */
export function StoryVideo({
  story,
  frameClassName,
  posterSizes,
  isPosterPriority = false,
  playsWhenVisible = false,
  ...video
}: VideoProps & {
  story: Story;
  /** The 9:16 box (`styles.storyPreview`, `styles.video`). */
  frameClassName: string;
  posterSizes: string;
  /** The poster is the page's largest image above the fold. */
  isPosterPriority?: boolean;
  /** Plays only while on screen, and loads nothing before (previews). */
  playsWhenVisible?: boolean;
}) {
  const media = useMediaUrl();
  const videoRef = useRef<HTMLVideoElement>(null);

  useEffect(() => {
    const element = videoRef.current;
    if (!playsWhenVisible || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        // The latest change wins (one call can report several).
        if (entries.at(-1)?.isIntersecting) element.play().catch(() => undefined);
        else element.pause();
      },
      { rootMargin: '100px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [playsWhenVisible]);

  return (
    <div className={frameClassName}>
      {story.poster_path ? (
        <Image
          {...storyPosterImage(story.poster_path, media, posterSizes)}
          isPriority={isPosterPriority}
          className={styles.storyLayer}
        />
      ) : null}
      <video
        {...video}
        ref={videoRef}
        muted
        className={styles.storyLayer}
        src={media(story.video_path)}
        width={imageSizes.story.width}
        height={imageSizes.story.height}
      />
    </div>
  );
}
