// @vitest-environment happy-dom
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { hydratedAttribute, hydrateRequestEvent } from './page';
import { importEntry, paintFirstHtml, paintFirstLoader, paintFirstScript } from './paintFirst';

const built = `<!doctype html><html><head>
<script type="module" crossorigin src="/assets/index-AbC123.js"></script>
<link rel="modulepreload" crossorigin href="/assets/start-DeF456.js">
<link rel="stylesheet" crossorigin href="/assets/index-x.css">
</head><body><div id="root"></div></body></html>`;

describe('paintFirstHtml (issue 7)', () => {
  it('replaces the entry script with the inline loader of the same file', () => {
    const html = paintFirstHtml(built, 1500);
    expect(html).not.toContain('src="/assets/index-AbC123.js"');
    expect(html).toContain('<script type="module">(');
    expect(html).toContain(
      `("/assets/index-AbC123.js", ["/assets/start-DeF456.js"]), 1500, ${JSON.stringify(hydratedAttribute)}, ${JSON.stringify(hydrateRequestEvent)});</script>`,
    );
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-x.css">');
  });

  it("asks for the entry's preloads with the entry, not with the page", () => {
    const html = paintFirstHtml(built, 1500);
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(paintFirstHtml(built.replace(/<link rel="modulepreload"[^>]*>/, ''), 1500)).toContain(
      '("/assets/index-AbC123.js", []), 1500,',
    );
  });

  it('refuses an index.html without a module entry', () => {
    expect(() => paintFirstHtml('<html><head></head></html>')).toThrow(/no module entry/);
  });

  it('inlines a loader that runs on its own', () => {
    const start = vi.fn(() => Promise.resolve());
    const script = paintFirstScript('/assets/app.js', 5);
    const code =
      /<script type="module">([\s\S]*)\(\(\) => \(function importEntry/.exec(script)?.[1] ?? '';
    // The function text alone, called with a stand-in for import(): it starts after 5 ms.
    (
      new Function('start', `(${code})(start, 5, 'data-hydrated');`) as (
        start: () => Promise<void>,
      ) => void
    )(start);
    return vi.waitFor(() => expect(start).toHaveBeenCalledTimes(1));
  });
});

describe('importEntry (issue 7)', () => {
  afterEach(() => {
    for (const link of document.head.querySelectorAll('link')) link.remove();
  });

  it('imports the entry and asks for its start module beside it, as a module', async () => {
    // happy-dom cannot import a module from a URL: the import fails, the links are made.
    await importEntry('data:text/javascript,export {}', ['/assets/start-DeF456.js']).catch(
      () => undefined,
    );
    const links = [...document.head.querySelectorAll('link')];
    expect(links.map((link) => [link.rel, link.getAttribute('href'), link.crossOrigin])).toEqual([
      ['modulepreload', '/assets/start-DeF456.js', ''],
    ]);
  });
});

describe('paintFirstLoader (issue 7)', () => {
  afterEach(async () => {
    // A started loader hands over once the app has marked the page hydrated and the page is
    // idle (200 ms where there is no idle callback, as in happy-dom): let it finish before
    // the next test's page.
    document.documentElement.setAttribute(hydratedAttribute, '');
    await new Promise((resolve) => setTimeout(resolve, 350));
    document.body.innerHTML = '';
    document.documentElement.removeAttribute(hydratedAttribute);
  });

  /**
   * What React does to an element it hydrates: it keeps the element's props on it (in a
   * transition, before the root commits); then the app marks the page hydrated.
   */
  function hydrate(element: Element | null, { commit = true } = {}) {
    Object.assign(element ?? {}, { __reactProps$test: {} });
    if (commit) document.documentElement.setAttribute(hydratedAttribute, '');
  }

  /** A start that resolves when the test says the app has started. */
  function controlledStart() {
    let finish: (ok: boolean) => void = () => undefined;
    const start = vi.fn(
      () => new Promise<void>((resolve, reject) => (finish = (ok) => (ok ? resolve() : reject()))),
    );
    return { start, finish: (ok = true) => finish(ok) };
  }

  it('starts at once after the first frame when the page has no priority picture', async () => {
    const start = vi.fn(() => Promise.resolve());
    paintFirstLoader(start, 60_000, hydratedAttribute);
    await vi.waitFor(() => expect(start).toHaveBeenCalledTimes(1));
  });

  it('waits for the priority pictures to load before starting', async () => {
    document.body.innerHTML = '<img fetchpriority="high" src="/media/popup.svg" alt="">';
    const picture = document.querySelector('img') as HTMLImageElement;
    Object.defineProperty(picture, 'complete', { value: false });
    const start = vi.fn(() => Promise.resolve());
    paintFirstLoader(start, 60_000, hydratedAttribute);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(start).not.toHaveBeenCalled();
    picture.dispatchEvent(new Event('load'));
    await vi.waitFor(() => expect(start).toHaveBeenCalledTimes(1));
  });

  it('starts at once when the person presses a key, and only once', async () => {
    document.body.innerHTML = '<img fetchpriority="high" src="/media/popup.svg" alt="">';
    Object.defineProperty(document.querySelector('img'), 'complete', { value: false });
    const start = vi.fn(() => Promise.resolve());
    paintFirstLoader(start, 60_000, hydratedAttribute);
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
    document.dispatchEvent(new Event('pointerdown'));
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts after its time limit when a picture never arrives', async () => {
    document.body.innerHTML = '<img fetchpriority="high" src="/media/popup.svg" alt="">';
    Object.defineProperty(document.querySelector('img'), 'complete', { value: false });
    const start = vi.fn(() => Promise.resolve());
    paintFirstLoader(start, 50, hydratedAttribute);
    await vi.waitFor(() => expect(start).toHaveBeenCalledTimes(1));
  });

  it('holds a tap on a button made before the app starts and hands it over after', async () => {
    document.body.innerHTML = '<button type="button">Cerrar</button><a href="#ver">Ver</a>';
    const button = document.querySelector('button') as HTMLButtonElement;
    const { start, finish } = controlledStart();
    paintFirstLoader(start, 60_000, hydratedAttribute);
    const taps: Event[] = [];
    // The app's handler, as React would attach it once started.
    button.addEventListener('click', (event) => taps.push(event));
    expect(button.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }))).toBe(
      false,
    );
    const link = document.querySelector('a') as HTMLAnchorElement;
    // A link keeps its native behaviour.
    expect(link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }))).toBe(
      true,
    );
    document.dispatchEvent(new Event('pointerdown'));
    expect(start).toHaveBeenCalledTimes(1);
    expect(taps).toHaveLength(0);
    finish();
    // Not as soon as the script has run, nor once the page is idle: once React has
    // hydrated the button (then the page is idle).
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(taps).toHaveLength(0);
    hydrate(button);
    // The held tap is handed over once; taps after the start are the app's own.
    await vi.waitFor(() => expect(taps).toHaveLength(1));
    button.click();
    expect(taps.map((tap) => tap.defaultPrevented)).toEqual([false, false]);
  });

  it('asks the app to hydrate a held element until it has, then hands the tap over', async () => {
    document.body.innerHTML = '<section><button type="button">Consultar</button></section>';
    const button = document.querySelector('button') as HTMLButtonElement;
    const { start, finish } = controlledStart();
    paintFirstLoader(start, 60_000, hydratedAttribute, hydrateRequestEvent);
    const requests: Event[] = [];
    const taps: Event[] = [];
    // The app listens on the document (a part that hydrates only near the screen).
    const onRequest = (event: Event) => requests.push(event);
    document.addEventListener(hydrateRequestEvent, onRequest, true);
    button.addEventListener('click', (event) => taps.push(event));
    button.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    document.dispatchEvent(new Event('pointerdown'));
    expect(start).toHaveBeenCalledTimes(1);
    expect(requests).toHaveLength(0);
    finish();
    await vi.waitFor(() => expect(requests.length).toBeGreaterThan(1));
    expect(requests.every((event) => event.target === button && event.bubbles)).toBe(true);
    expect(taps).toHaveLength(0);
    hydrate(button);
    await vi.waitFor(() => expect(taps).toHaveLength(1));
    // Once hydrated, nothing more is asked.
    const asked = requests.length;
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(requests).toHaveLength(asked);
    document.removeEventListener(hydrateRequestEvent, onRequest, true);
  });

  it('keeps holding a tap until the app has marked the page hydrated', async () => {
    document.body.innerHTML = '<button type="button">Cerrar</button>';
    const button = document.querySelector('button') as HTMLButtonElement;
    const { start, finish } = controlledStart();
    paintFirstLoader(start, 60_000, hydratedAttribute);
    const taps = vi.fn();
    button.addEventListener('click', taps);
    document.dispatchEvent(new Event('pointerdown'));
    button.click();
    finish();
    // A transition has given the button its props, but the root has not committed.
    hydrate(button, { commit: false });
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(taps).not.toHaveBeenCalled();
    document.documentElement.setAttribute(hydratedAttribute, '');
    await vi.waitFor(() => expect(taps).toHaveBeenCalledTimes(1));
  });

  it('holds a form submitted before the app starts and submits it again after', async () => {
    document.body.innerHTML = '<form><input name="nombre" value="Pablo"></form>';
    const form = document.querySelector('form') as HTMLFormElement;
    const { start, finish } = controlledStart();
    paintFirstLoader(start, 60_000, hydratedAttribute);
    const submitted = vi.fn((event: Event) => event.preventDefault());
    form.addEventListener('submit', submitted);
    const held = new Event('submit', { bubbles: true, cancelable: true });
    expect(form.dispatchEvent(held)).toBe(false);
    expect(submitted).not.toHaveBeenCalled();
    document.dispatchEvent(new Event('focusin'));
    hydrate(form.querySelector('input'));
    finish();
    await vi.waitFor(() => expect(submitted).toHaveBeenCalledTimes(1));
  });

  it('holds a tap on a link to another page of the site, and only a plain one', async () => {
    (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(
      'http://localhost:8080/',
    );
    document.body.innerHTML = `
      <a id="page" href="/noticias">Noticias</a>
      <a id="section" href="#contenido">Saltar al contenido</a>
      <a id="other-site" href="https://reservas.example/x">Reservar</a>
      <a id="new-tab" href="/noticias" target="_blank">Noticias</a>`;
    const { start, finish } = controlledStart();
    paintFirstLoader(start, 60_000, hydratedAttribute);
    const tap = (id: string, init: MouseEventInit = {}) =>
      document
        .getElementById(id)
        ?.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, ...init }));
    const followed: string[] = [];
    const follow = (event: Event) => {
      const link = (event.target as Element).closest('a');
      if (link && !event.defaultPrevented) followed.push(link.id);
      event.preventDefault(); // happy-dom would follow it
    };
    document.addEventListener('click', follow);
    onTestFinished(() => document.removeEventListener('click', follow));
    document.dispatchEvent(new Event('pointerdown'));
    expect(tap('page')).toBe(false);
    expect(followed).toEqual([]);
    // Not held: a tap with a modifier key, a section of this page, another site, a new tab.
    tap('page', { ctrlKey: true });
    tap('section');
    tap('other-site');
    tap('new-tab');
    expect(followed).toEqual(['page', 'section', 'other-site', 'new-tab']);
    hydrate(document.getElementById('page'));
    finish();
    // The held tap reaches the app (here: the document's listener) once it has started.
    await vi.waitFor(() =>
      expect(followed).toEqual(['page', 'section', 'other-site', 'new-tab', 'page']),
    );
  });

  it('hands a tap over even when what was tapped is gone or never hydrated', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'Date'] });
    try {
      document.body.innerHTML = '<button type="button">Cerrar</button><button>Ver</button>';
      const [gone, never] = Array.from(document.querySelectorAll('button'));
      const taps = vi.fn();
      never?.addEventListener('click', taps);
      const { start, finish } = controlledStart();
      paintFirstLoader(start, 60_000, hydratedAttribute);
      document.dispatchEvent(new Event('pointerdown'));
      gone?.click();
      never?.click();
      gone?.remove();
      finish();
      await vi.advanceTimersByTimeAsync(9_000);
      expect(taps).not.toHaveBeenCalled();
      // At most 10 s after the start, then once the page is idle.
      await vi.advanceTimersByTimeAsync(1_500);
      expect(taps).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('gives held taps back to the page when the app cannot start, then holds nothing', async () => {
    document.body.innerHTML = '<button type="button">Cerrar</button>';
    const button = document.querySelector('button') as HTMLButtonElement;
    const taps = vi.fn();
    button.addEventListener('click', taps);
    const { start, finish } = controlledStart();
    paintFirstLoader(start, 60_000, hydratedAttribute);
    document.dispatchEvent(new Event('pointerdown'));
    button.click();
    expect(taps).not.toHaveBeenCalled();
    finish(false);
    await vi.waitFor(() => expect(taps).toHaveBeenCalledTimes(1));
    expect(button.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }))).toBe(
      true,
    );
    expect(taps).toHaveBeenCalledTimes(2);
  });
});
