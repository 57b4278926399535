/**
 * A unit's photos: a strip that CSS scroll-snap moves a photo at a time (a phone swipes
 * it), previous and next buttons and the arrow keys, and a full-screen view the photo in
 * view opens (a native <dialog>: Escape closes it and focus goes back to the photo). Each
 * photo is a group named "Foto 3 de 12", which its corner shows (stock.css.ts, from the
 * label: the page's script carries no counter). The first photo is the page's largest
 * paint: fetched first and preloaded from the server's head (`Image` with `isPriority`).
 */
import { photoCountLabel } from '@territorio/api-client/core';
import type { UnitPhoto } from '@territorio/api-client/core';
import { breakpoints, Button, Image } from '@territorio/design-system';
import { useRef, useState } from 'react';
import { photoImage } from '../../components/media';
import { useMediaUrl } from '../../components/useMedia';
import * as styles from './stock.css';

/** The gallery is the main column: three fifths of the page from desktop up. */
export const gallerySizes = `(min-width: ${breakpoints.desktop}px) 60vw, 100vw`;

export function StockGallery({ photos }: { photos: readonly UnitPhoto[] }) {
  const media = useMediaUrl();
  const strip = useRef<HTMLDivElement>(null);
  const viewer = useRef<HTMLDialogElement>(null);
  // The photo in view, as the strip's scroll says (a swipe, a button, a key all scroll it).
  const [index, setIndex] = useState(0);
  const total = photos.length;
  const move = (step: number) =>
    strip.current?.scrollBy({ left: step * strip.current.clientWidth });
  const open = () => viewer.current?.showModal();
  const label = photoCountLabel(index + 1, total);
  const moves = (
    <>
      <Button variant="secondary" onClick={() => move(-1)}>
        Anterior
      </Button>
      <Button variant="secondary" onClick={() => move(1)}>
        Siguiente
      </Button>
    </>
  );
  return (
    // The arrow keys move it from the strip and from the full-screen view (their keys bubble
    // here): one photo a key, whatever the browser's own scrolling step.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <section
      aria-roledescription="galería"
      aria-label="Fotos de la unidad"
      className={styles.gallery}
      onKeyDown={(event) => {
        const step = { ArrowLeft: -1, ArrowRight: 1 }[event.key];
        if (step) {
          event.preventDefault();
          move(step);
        }
      }}
    >
      <div
        ref={strip}
        onScroll={({ currentTarget: { scrollLeft, clientWidth } }) =>
          setIndex(Math.round(scrollLeft / clientWidth))
        }
      >
        {photos.map((photo, at) => (
          <div
            key={at}
            role="group"
            aria-label={photoCountLabel(at + 1, total)}
            style={{ backgroundColor: photo.color }}
          >
            {/* One photo in the tab order, the one in view; it opens the full-screen view. */}
            <button type="button" tabIndex={at === index ? 0 : -1} onClick={open}>
              <Image {...photoImage(photo, media, gallerySizes)} isPriority={!at} />
            </button>
          </div>
        ))}
      </div>
      <div>{moves}</div>
      <dialog ref={viewer} aria-label={label}>
        <Image {...photoImage(photos[index]!, media, '100vw')} />
        <form method="dialog">
          {moves}
          <Button type="submit">Cerrar</Button>
        </form>
      </dialog>
    </section>
  );
}
