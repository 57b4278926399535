import { describe, expect, it } from 'vitest';
import { familySchema } from './schemas';
import {
  escapeMarkup,
  fillRoute,
  htmlBlocks,
  htmlParagraphs,
  htmlToText,
  newsExcerpt,
  newsExcerptBlocks,
  newsSlug,
  slugify,
  truncateText,
  withArticle,
} from './text';

const letters = (count: number, letter = 'a') => letter.repeat(count);

describe('newsExcerpt', () => {
  it('spec 3: the whole content when under 500 characters (499)', () => {
    const content = `<p>${letters(200)}</p><p>${letters(298, 'b')}</p>`;
    // 200 + ' ' + 298 = 499 characters of text
    expect(newsExcerpt(content)).toBe(`${letters(200)} ${letters(298, 'b')}`);
    expect(newsExcerpt(letters(499))).toBe(letters(499));
  });

  it('spec 3: at 500 characters or more, the first paragraph when it is under 500', () => {
    const exactly500 = `<p>${letters(200)}</p><p>${letters(299, 'b')}</p>`;
    expect(newsExcerpt(exactly500)).toBe(letters(200));
    const longer = `<p>${letters(499)}</p><p>${letters(10, 'b')}</p>`;
    expect(newsExcerpt(longer)).toBe(letters(499));
  });

  it("spec 3: else the first 500 characters plus '...' (501)", () => {
    expect(newsExcerpt(letters(501))).toBe(`${letters(500)}...`);
    expect(newsExcerpt(`<p>${letters(700)}</p><p>otro</p>`)).toBe(`${letters(500)}...`);
  });

  it("spec 3: a single paragraph of exactly 500 characters is shown whole (no cut, no '...')", () => {
    expect(newsExcerpt(letters(500))).toBe(letters(500));
  });

  it('spec 3: HTML is removed and entities decoded before counting', () => {
    expect(newsExcerpt('<p>Nuevo <strong>Polo</strong> &amp; Virtus&nbsp;2026</p>')).toBe(
      'Nuevo Polo & Virtus 2026',
    );
    // 480 letters wrapped in long markup stay under 500 characters of text.
    expect(newsExcerpt(`<p><a href="${letters(300, 'x')}">${letters(480)}</a></p>`)).toBe(
      letters(480),
    );
  });

  it('spec 3: characters are counted as a person counts them (accents and emoji are one)', () => {
    expect(newsExcerpt(letters(499, 'ñ'))).toBe(letters(499, 'ñ'));
    expect(newsExcerpt('🚗'.repeat(501))).toBe(`${'🚗'.repeat(500)}...`);
  });

  it('spec 3: plain-text content splits paragraphs on line breaks', () => {
    expect(newsExcerpt(`${letters(100)}\n${letters(450, 'b')}`)).toBe(letters(100));
  });
});

describe('newsExcerptBlocks', () => {
  const content = `<p>Revisamos los puntos clave:</p>
<ul><li>Batería y sistema de carga</li><li>Neumáticos y presión</li></ul>
<p>Sacá tu turno desde Postventa.</p>`;

  it('keeps the items of a list apart, so they do not run together', () => {
    expect(newsExcerptBlocks(content)).toEqual([
      { kind: 'paragraph', text: 'Revisamos los puntos clave:' },
      { kind: 'list', items: ['Batería y sistema de carga', 'Neumáticos y presión'] },
      { kind: 'paragraph', text: 'Sacá tu turno desde Postventa.' },
    ]);
    // The text excerpt of spec 3 is the same content.
    expect(newsExcerpt(content)).toBe(
      'Revisamos los puntos clave: Batería y sistema de carga Neumáticos y presión Sacá tu turno desde Postventa.',
    );
  });

  it('spec 3: past the limit, the one paragraph of the text excerpt', () => {
    const long = `<p>${letters(200)}</p><ul><li>${letters(299, 'b')}</li></ul>`;
    expect(newsExcerptBlocks(long)).toEqual([{ kind: 'paragraph', text: letters(200) }]);
    expect(newsExcerptBlocks(letters(501))).toEqual([
      { kind: 'paragraph', text: `${letters(500)}...` },
    ]);
  });
});

describe('htmlBlocks', () => {
  it('reads ordered and unordered lists, items with paragraphs and markup inside', () => {
    expect(
      htmlBlocks(`<ol>
  <li>
    <p>Elegí tu <strong>unidad</strong></p>
  </li>
  <li>Pagá la seña</li>
</ol><p>Listo.</p><ul><li>  </li></ul>`),
    ).toEqual([
      { kind: 'list', items: ['Elegí tu unidad', 'Pagá la seña'] },
      { kind: 'paragraph', text: 'Listo.' },
    ]);
  });

  it('starts a new list after a paragraph', () => {
    expect(htmlBlocks('<ul><li>a</li></ul><p>b</p><ul><li>c</li></ul>')).toEqual([
      { kind: 'list', items: ['a'] },
      { kind: 'paragraph', text: 'b' },
      { kind: 'list', items: ['c'] },
    ]);
  });
});

describe('htmlParagraphs and htmlToText', () => {
  it('splits on block ends and <br>, drops scripts, collapses spaces', () => {
    expect(
      htmlParagraphs('<h2>Título</h2><p>uno  <br>dos</p><script>alert(1)</script><p>  </p>'),
    ).toEqual(['Título', 'uno', 'dos']);
    expect(htmlToText('<p>a&#233;</p><p>&#x41;&lt;b&gt;</p>')).toBe('aé A<b>');
  });
});

describe('truncateText', () => {
  it("spec 9: cuts at the limit (140 by default) with '...'", () => {
    expect(truncateText(letters(140))).toBe(letters(140));
    expect(truncateText(letters(141))).toBe(`${letters(140)}...`);
    expect(truncateText('hola mundo', 5)).toBe('hola...');
  });
});

describe('slugify', () => {
  it('spec 2: lower-case, spaces and slashes to hyphens', () => {
    expect(slugify('Gol Trend')).toBe('gol-trend');
    expect(slugify('Amarok V6/Extreme')).toBe('amarok-v6-extreme');
    expect(slugify('T-Cross')).toBe('t-cross');
  });

  it('spec 2: a run of spaces or slashes is one hyphen; ends are trimmed', () => {
    expect(slugify('  Nuevo   Polo / GTS ')).toBe('nuevo-polo-gts');
  });

  it('spec 2: numbers become their digits', () => {
    expect(slugify(2026)).toBe('2026');
  });

  it('spec 2.1: the news slug is the title lower-cased with spaces as hyphens', () => {
    expect(newsSlug('Llegó el Nuevo Polo')).toBe('llegó-el-nuevo-polo');
  });
});

describe('fillRoute', () => {
  const buy = '/vehiculos-0km/reservar/:brand/:id/:family/:family_id/:model';

  it('spec 2: fills parameters; strings lower-cased with spaces or slashes to hyphens, numbers as is', () => {
    expect(
      fillRoute(buy, {
        brand: 'Volkswagen',
        id: 5,
        family: 'T Cross',
        family_id: 10,
        model: 'Highline 1.4/AT',
      }),
    ).toBe('/vehiculos-0km/reservar/volkswagen/5/t-cross/10/highline-1.4-at');
  });

  it('spec 2: characters unsafe in a path are encoded', () => {
    expect(fillRoute('/noticias/:id/:slug', { id: 3, slug: '¿Qué es? 100%' })).toBe(
      '/noticias/3/%C2%BFqu%C3%A9-es%3F-100%25',
    );
  });

  it('spec 2: a missing parameter throws', () => {
    expect(() =>
      fillRoute(buy, { brand: 'volkswagen', id: 5, family: 'polo', family_id: 10 }),
    ).toThrow('Route parameter "model" is missing');
    expect(() => fillRoute('/x/:a', { a: null })).toThrow();
    expect(() => fillRoute('/x/:a', { a: '  ' })).toThrow();
    expect(() => fillRoute('/x/:a', { a: Number.NaN })).toThrow();
  });

  it('spec 2: 0 is a number, not a missing value; extra parameters are ignored', () => {
    expect(fillRoute('/x/:a', { a: 0, b: 'extra' })).toBe('/x/0');
  });
});

describe('escapeMarkup', () => {
  it('escapes the five markup characters, for text and quoted attributes', () => {
    expect(escapeMarkup(`<a href="x">Tom's & Co</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;Tom&apos;s &amp; Co&lt;/a&gt;',
    );
  });
});

describe('withArticle', () => {
  it("writes a model with its own article, contracting 'de el' and 'a el'", () => {
    const polo = { name: 'Polo', article: 'el' } as const;
    const amarok = { name: 'Amarok', article: 'la' } as const;
    expect(withArticle(polo, 'de')).toBe('del Polo');
    expect(withArticle(amarok, 'de')).toBe('de la Amarok');
    expect(withArticle(polo, 'a')).toBe('al Polo');
    expect(withArticle(amarok, 'a')).toBe('a la Amarok');
    expect(withArticle(amarok)).toBe('la Amarok');
  });

  it("reads a family sent without an article as 'el'", () => {
    const wire = { id: 101, brand_id: 1, name: 'Polo', family: 'Polo', image: '' };
    expect(familySchema.parse(wire).article).toBe('el');
    expect(familySchema.parse({ ...wire, article: 'la' }).article).toBe('la');
  });
});
