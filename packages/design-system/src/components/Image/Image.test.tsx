import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { bannerImage, sampleImageSize, vehicleImage } from '../../stories/fixtures';
import { Image } from './Image';
import { imagePreloads } from './imagePreloads';

describe('Image', () => {
  it('sets its size, decodes off the main thread and loads lazily by default', () => {
    render(<Image src={vehicleImage} alt="Nissan Kicks" {...sampleImageSize} />);
    const image = screen.getByRole('img', { name: 'Nissan Kicks' });
    expect(image).toHaveAttribute('width', '320');
    expect(image).toHaveAttribute('height', '200');
    expect(image).toHaveAttribute('decoding', 'async');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).not.toHaveAttribute('fetchpriority');
  });

  it("fetches the page's main image at once, with high priority", () => {
    render(<Image src={vehicleImage} alt="Nissan Kicks" {...sampleImageSize} isPriority />);
    const image = screen.getByRole('img', { name: 'Nissan Kicks' });
    expect(image).toHaveAttribute('fetchpriority', 'high');
    expect(image).not.toHaveAttribute('loading');
  });

  it('fetches a picture shown on arrival at once, without taking priority from the main image', () => {
    const html = renderToString(
      <Image src={vehicleImage} alt="Nissan Kicks" {...sampleImageSize} isEager />,
    );
    expect(html).not.toContain('loading=');
    expect(html).not.toContain('fetchPriority');
    expect(html).not.toContain('rel="preload"');
  });

  it('reserves its box before the file arrives', () => {
    const style = document.createElement('style');
    style.textContent = '.probe { display: block; width: 100%; height: auto; }';
    document.head.append(style);
    // An empty SVG never gets an intrinsic size: only the attributes give the box one.
    render(
      <div style={{ width: 160 }}>
        <Image src="data:image/svg+xml," alt="" {...sampleImageSize} className="probe" />
      </div>,
    );
    expect(document.querySelector('img.probe')!.getBoundingClientRect().height).toBe(100);
    style.remove();
  });

  it('lets the browser take the source for its screen, with the sizes on every source', async () => {
    const { container } = render(
      <Image
        src={vehicleImage}
        alt="Promoción"
        {...sampleImageSize}
        sizes="100vw"
        sources={[
          { srcSet: `${bannerImage} 320w`, media: '(max-width: 1023px)' },
          { srcSet: `${vehicleImage} 320w`, type: 'image/webp' },
        ]}
      />,
    );
    const image = screen.getByRole('img', { name: 'Promoción' });
    await expect.poll(() => (image as HTMLImageElement).currentSrc).toBe(bannerImage);
    const sources = container.querySelectorAll('picture > source');
    expect([...sources].map((source) => source.getAttribute('sizes'))).toEqual(['100vw', '100vw']);
    expect(sources[1]).toHaveAttribute('type', 'image/webp');
  });
});

describe('Image, rendered on the server', () => {
  const picture = (isPriority: boolean) =>
    renderToString(
      <html lang="es-AR">
        <head />
        <body>
          <Image
            src={vehicleImage}
            alt="Promoción"
            {...sampleImageSize}
            sizes="100vw"
            sources={[{ srcSet: `${bannerImage} 320w`, type: 'image/webp' }]}
            isPriority={isPriority}
          />
        </body>
      </html>,
    );
  const links = (html: string) => html.match(/<link [^>]*>/g) ?? [];

  it("preloads the main picture's first source in the head, as imagePreloads says", () => {
    const html = picture(true);
    const [link, ...others] = links(html);
    expect(others).toEqual([]);
    expect(link).toContain('rel="preload"');
    expect(link).toContain('as="image"');
    expect(link).toContain(`imageSrcSet="${bannerImage} 320w"`);
    expect(link).toContain('imageSizes="100vw"');
    expect(link).toContain('type="image/webp"');
    expect(link).toContain('fetchPriority="high"');
    expect(html.indexOf(link ?? '')).toBeLessThan(html.indexOf('<body'));
  });

  it('preloads nothing for a lazy picture', () => {
    expect(links(picture(false))).toEqual([]);
  });
});

describe('imagePreloads', () => {
  it('preloads the desktop file above the breakpoint and the fallback below it', () => {
    expect(
      imagePreloads({
        src: '/m/banner-mobile.svg',
        sources: [{ srcSet: '/m/banner-desktop.svg', media: 'screen and (min-width: 1024px)' }],
      }),
    ).toEqual([
      {
        href: '/m/banner-desktop.svg',
        media: 'screen and (min-width: 1024px)',
        fetchPriority: 'high',
      },
      {
        href: '/m/banner-mobile.svg',
        media: 'not screen and (min-width: 1024px)',
        fetchPriority: 'high',
      },
    ]);
  });

  it('preloads the best format with its widths and sizes, typed so others skip it', () => {
    expect(
      imagePreloads({
        src: '/m/p.jpg',
        sizes: '(min-width: 1152px) 270px, 100vw',
        sources: [
          { srcSet: '/m/p-180w.avif 180w, /m/p-360w.avif 360w', type: 'image/avif' },
          { srcSet: '/m/p-180w.webp 180w, /m/p-360w.webp 360w', type: 'image/webp' },
        ],
      }),
    ).toEqual([
      {
        href: '/m/p-180w.avif',
        imageSrcSet: '/m/p-180w.avif 180w, /m/p-360w.avif 360w',
        imageSizes: '(min-width: 1152px) 270px, 100vw',
        type: 'image/avif',
        fetchPriority: 'high',
      },
    ]);
  });

  it('preloads a lone image as it is', () => {
    expect(imagePreloads({ src: '/m/a.svg' })).toEqual([
      { href: '/m/a.svg', fetchPriority: 'high' },
    ]);
  });

  it('negates a bare media condition as a whole query', () => {
    const [, fallback] = imagePreloads({
      src: '/m/a.svg',
      sources: [{ srcSet: '/m/b.svg', media: '(min-width: 1024px)' }],
    });
    expect(fallback?.media).toBe('not all and (min-width: 1024px)');
  });

  it('refuses art direction it cannot split into exclusive preloads', () => {
    expect(() =>
      imagePreloads({
        src: '/m/a.svg',
        sources: [
          { srcSet: '/m/b.svg', media: '(min-width: 1152px)' },
          { srcSet: '/m/c.svg', media: '(min-width: 1024px)' },
        ],
      }),
    ).toThrow(/more than one media query/);
  });
});
