/** Text rules of spec 2 and 3: news excerpts, slugs and route filling. */
import { breadcrumbTextLimit, newsExcerptLimit, type familyArticles } from './constants';

const entities: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  aacute: 'á',
  eacute: 'é',
  iacute: 'í',
  oacute: 'ó',
  uacute: 'ú',
  ntilde: 'ñ',
  Aacute: 'Á',
  Eacute: 'É',
  Iacute: 'Í',
  Oacute: 'Ó',
  Uacute: 'Ú',
  Ntilde: 'Ñ',
  uuml: 'ü',
  iexcl: '¡',
  iquest: '¿',
  laquo: '«',
  raquo: '»',
  hellip: '…',
  ndash: '–',
  mdash: '—',
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name.startsWith('#')) {
      const codePoint =
        name[1] === 'x' || name[1] === 'X'
          ? parseInt(name.slice(2), 16)
          : parseInt(name.slice(1), 10);
      return Number.isFinite(codePoint) && codePoint > 0 && codePoint <= 0x10ffff
        ? String.fromCodePoint(codePoint)
        : whole;
    }
    return entities[name] ?? whole;
  });
}

/** Marks where a list item starts while the tags are removed (a private-use character). */
const listItemMark = '\u{E000}';

/**
 * The lines of an HTML (or plain-text) fragment as plain text: block ends and <br> and
 * line breaks separate lines, tags are removed, entities decoded, runs of whitespace
 * collapsed. A line that starts a list item begins with `listItemMark`.
 */
function htmlLines(html: string): string[] {
  const withBreaks = html
    .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, '')
    .replace(/<li\b[^>]*>/gi, `\n${listItemMark}`)
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(
      /<\/(p|div|h[1-6]|li|ul|ol|blockquote|section|article|header|footer|tr|table)\s*>/gi,
      '\n',
    )
    .replace(/<[^>]*>/g, '');
  return decodeEntities(withBreaks.replaceAll(listItemMark, `${listItemMark} `))
    .split(/\r?\n/)
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter((line) => line !== '');
}

/**
 * The paragraphs of an HTML (or plain-text) fragment as plain text: block ends and <br>
 * and line breaks separate paragraphs (a list's items too), tags are removed, entities
 * decoded, runs of whitespace collapsed.
 */
export function htmlParagraphs(html: string): string[] {
  return htmlLines(html)
    .map((line) => line.replaceAll(listItemMark, '').trim())
    .filter((line) => line !== '');
}

/** A block of text: a paragraph, or a list whose items are read one by one. */
export type TextBlock =
  | { readonly kind: 'paragraph'; readonly text: string }
  | { readonly kind: 'list'; readonly items: readonly string[] };

/**
 * An HTML fragment as plain-text blocks: its paragraphs, and its lists with their items
 * kept apart (joined into one line they would read as one run-on sentence).
 */
export function htmlBlocks(html: string): TextBlock[] {
  const blocks: TextBlock[] = [];
  let list: string[] | null = null;
  // An item whose text starts on the next line (`<li>\n<p>Uno</p>`).
  let isItemOpen = false;
  for (const line of htmlLines(html)) {
    const isItemStart = line.startsWith(listItemMark);
    const text = line.replaceAll(listItemMark, '').trim();
    if (isItemStart || (isItemOpen && list)) {
      isItemOpen = text === '';
      if (!list) {
        list = [];
        blocks.push({ kind: 'list', items: list });
      }
      if (text !== '') list.push(text);
      continue;
    }
    list = null;
    blocks.push({ kind: 'paragraph', text });
  }
  return blocks.filter((block) => block.kind === 'paragraph' || block.items.length > 0);
}

/** An HTML fragment as one line of plain text. */
export function htmlToText(html: string): string {
  return htmlParagraphs(html).join(' ');
}

/** Characters as a person counts them (an accented letter or an emoji is one). */
function characters(text: string): string[] {
  return Array.from(text);
}

/**
 * spec 3 News excerpt, read as follows (plain text, HTML removed):
 * 1. the whole content when it is under 500 characters (499 or fewer);
 * 2. else the first paragraph when it is under 500 characters;
 * 3. else the first 500 characters plus '...'. The '...' marks a cut, so a single
 *    paragraph of exactly 500 characters is shown whole, without it.
 */
export function newsExcerpt(content: string, limit: number = newsExcerptLimit): string {
  const paragraphs = htmlParagraphs(content);
  const whole = paragraphs.join(' ');
  if (characters(whole).length < limit) return whole;
  const first = paragraphs[0] ?? '';
  if (characters(first).length < limit) return first;
  return truncateText(first, limit);
}

/**
 * spec 3 News excerpt as blocks, for showing: the whole content (under `limit` characters
 * of text) keeps its paragraphs and its lists' items apart; a shorter excerpt is the one
 * paragraph `newsExcerpt` gives.
 */
export function newsExcerptBlocks(content: string, limit: number = newsExcerptLimit): TextBlock[] {
  const whole = htmlParagraphs(content).join(' ');
  if (characters(whole).length < limit) return htmlBlocks(content);
  return [{ kind: 'paragraph', text: newsExcerpt(content, limit) }];
}

/**
 * The first `limit` characters plus '...' when the text is longer; the text itself
 * otherwise. Used for the breadcrumb (spec 9: 140 characters) and the news excerpt.
 */
export function truncateText(text: string, limit: number = breadcrumbTextLimit): string {
  const chars = characters(text);
  if (chars.length <= limit) return text;
  return `${chars.slice(0, limit).join('').trimEnd()}...`;
}

/**
 * spec 2 and 2.1: lower-case, spaces and slashes to hyphens. Leading and trailing blanks
 * are dropped and a run of spaces or slashes becomes one hyphen ('Gol  Trend' ->
 * 'gol-trend'); other characters (accents, dots) stay.
 */
export function slugify(value: string | number): string {
  return String(value)
    .trim()
    .toLowerCase()
    .replace(/[\s/]+/g, '-');
}

/** spec 2.1: the news slug is the title lower-cased with spaces as hyphens. */
export function newsSlug(title: string): string {
  return slugify(title);
}

export type RouteParams = Readonly<Record<string, string | number | null | undefined>>;

/**
 * spec 2: fills ':name' parameters of a route pattern. String values are slugified
 * (lower-cased, spaces or slashes to hyphens) and URI-encoded; numbers go as they are.
 * A missing (undefined, null, blank or non-finite) parameter throws.
 */
export function fillRoute(pattern: string, params: RouteParams): string {
  return pattern.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_match, name: string) => {
    const value = params[name];
    if (typeof value === 'number') {
      if (!Number.isFinite(value))
        throw new Error(`Route parameter "${name}" is not a number: ${pattern}`);
      return String(value);
    }
    const slug = typeof value === 'string' ? slugify(value) : '';
    if (slug === '') throw new Error(`Route parameter "${name}" is missing: ${pattern}`);
    return encodeURIComponent(slug);
  });
}

/** Escapes text for HTML or XML markup, in text and in quoted attribute values. */
export function escapeMarkup(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (character) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[character]!,
  );
}

export type FamilyArticle = (typeof familyArticles)[number];

/**
 * A model's name with its article, after an optional preposition, contracted as Spanish
 * writes it: ('Polo', 'el', 'de') → 'del Polo', ('Amarok', 'la', 'de') → 'de la Amarok',
 * ('Polo', 'el', 'a') → 'al Polo', ('Amarok', 'la') → 'la Amarok'.
 */
export function withArticle(
  family: { readonly name: string; readonly article: FamilyArticle },
  preposition?: 'de' | 'a',
): string {
  const { name, article } = family;
  if (article === 'el' && preposition) return `${preposition === 'de' ? 'del' : 'al'} ${name}`;
  return preposition ? `${preposition} ${article} ${name}` : `${article} ${name}`;
}
