import { useId, useState } from 'react';
import type { MouseEvent, ReactNode } from 'react';
import { IconChevronLeft, IconChevronRight } from '../../icons/icons';
import { cx } from '../private/cx';
import { inlineVars } from '../private/inlineVars';
import * as styles from './Carousel.css';

export type CarouselSlide = {
  id: string;
  content: ReactNode;
};

export interface CarouselProps {
  /** Names the carousel region, e.g. 'Promociones'. */
  label: string;
  slides: readonly CarouselSlide[];
  defaultIndex?: number;
  onIndexChange?: (index: number) => void;
  previousLabel?: string;
  nextLabel?: string;
  className?: string;
}

/** Names each slide 'n de m' (WAI-ARIA carousel pattern). */
export const slideLabel = (index: number, count: number) => `${index + 1} de ${count}`;

const INTERACTIVE = 'a, button, input, select, textarea, label, [role="button"], [tabindex]';

/**
 * The banner carousel (spec 4): a click on the slides advances, dot buttons jump to a slide, and
 * each step moves 75 % so the next slide peeks in. Motion follows prefers-reduced-motion.
 */
export const Carousel = ({
  label,
  slides,
  defaultIndex = 0,
  onIndexChange,
  previousLabel = 'Diapositiva anterior',
  nextLabel = 'Diapositiva siguiente',
  className,
}: CarouselProps) => {
  const trackId = useId();
  const [index, setIndex] = useState(defaultIndex);
  const count = slides.length;

  const goTo = (target: number) => {
    const next = (target + count) % count;
    setIndex(next);
    if (next !== index) {
      onIndexChange?.(next);
    }
  };

  // Clicks on links or buttons inside a slide keep their own meaning.
  const handleViewportClick = (event: MouseEvent<HTMLDivElement>) => {
    if (event.target instanceof Element && event.target.closest(INTERACTIVE)) {
      return;
    }
    goTo(index + 1);
  };

  if (count === 0) {
    return null;
  }

  return (
    <section
      aria-roledescription="carousel"
      aria-label={label}
      className={cx(styles.root, className)}
    >
      {/* The pointer shortcut for the 'next' button below, which keyboard users have. */}
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions */}
      <div className={styles.viewport} onClick={handleViewportClick}>
        <div
          id={trackId}
          aria-live="polite"
          className={styles.track}
          style={inlineVars({ [styles.slideIndex]: String(index) })}
        >
          {slides.map((slide, slideIndex) => (
            <div
              key={slide.id}
              role="group"
              aria-roledescription="slide"
              aria-label={slideLabel(slideIndex, count)}
              inert={slideIndex !== index}
              className={styles.slide}
            >
              {slide.content}
            </div>
          ))}
        </div>
      </div>
      {count > 1 ? (
        <div className={styles.controls}>
          <button
            type="button"
            aria-controls={trackId}
            aria-label={previousLabel}
            className={styles.arrow}
            onClick={() => goTo(index - 1)}
          >
            <IconChevronLeft />
          </button>
          <ul className={styles.dots}>
            {slides.map((slide, slideIndex) => (
              <li key={slide.id}>
                <button
                  type="button"
                  aria-controls={trackId}
                  aria-label={`Ir a la diapositiva ${slideLabel(slideIndex, count)}`}
                  aria-current={slideIndex === index ? 'true' : undefined}
                  className={styles.dot}
                  onClick={() => goTo(slideIndex)}
                />
              </li>
            ))}
          </ul>
          <button
            type="button"
            aria-controls={trackId}
            aria-label={nextLabel}
            className={styles.arrow}
            onClick={() => goTo(index + 1)}
          >
            <IconChevronRight />
          </button>
        </div>
      ) : null}
    </section>
  );
};
