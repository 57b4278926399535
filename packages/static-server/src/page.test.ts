// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import {
  fillPageTemplate,
  readServerState,
  serverStateElementId,
  serverStateIn,
  serverStateScript,
} from './page';

const template = `<!doctype html>
<html lang="es-AR">
  <head>
    <title>App</title>
    <meta
      name="description"
      content="Generic."
    />
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

describe('fillPageTemplate (issue 7)', () => {
  it('puts the markup in the root, the title and description (escaped) and the head elements', () => {
    const page = fillPageTemplate(template, {
      html: '<h1>Polo</h1>',
      title: 'Polo & Virtus <0km>',
      description: 'Precio "final"',
      head: ['<link rel="canonical" href="https://example.test/polo">'],
    });
    expect(page).toContain('<div id="root"><h1>Polo</h1></div>');
    expect(page).toContain('<title>Polo &amp; Virtus &lt;0km&gt;</title>');
    expect(page).toContain('<meta name="description" content="Precio &quot;final&quot;">');
    expect(page).not.toContain('Generic.');
    expect(page).toMatch(/<link rel="canonical" href="https:\/\/example.test\/polo">\s*<\/head>/);
    expect(page).not.toContain(serverStateElementId);
  });

  it('keeps the template title when none is given, and markup with $ patterns as is', () => {
    const page = fillPageTemplate(template, { html: '<p>$& $1 $$</p>' });
    expect(page).toContain('<title>App</title>');
    expect(page).toContain('<p>$& $1 $$</p>');
  });
});

describe('server state (issue 7)', () => {
  it('travels in the page and cannot close its script early', () => {
    const data = { text: '</script><script>alert(1)</script>', price: 25_000_000 };
    const page = fillPageTemplate(template, { html: '', state: data });
    expect(page.match(/<\/script>/g)).toHaveLength(1);
    document.documentElement.innerHTML = page.replace(/^<!doctype html>/, '');
    expect(readServerState(document)).toEqual(data);
    expect(serverStateIn(page)).toEqual(data);
  });

  it('reads null without a state, or with an unreadable one', () => {
    document.body.innerHTML = '<div id="root"></div>';
    expect(readServerState(document)).toBeNull();
    document.body.innerHTML = serverStateScript({ a: 1 }).replace('{"a":1}', '{broken');
    expect(readServerState(document)).toBeNull();
    expect(serverStateIn(document.body.innerHTML)).toBeNull();
    expect(serverStateIn(fillPageTemplate(template, { html: '<p>Polo</p>' }))).toBeNull();
  });
});
