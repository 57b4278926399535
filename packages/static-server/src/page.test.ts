import { describe, expect, it } from 'vitest';
import { serverStateElementId, serverStateIn } from './page';

const script = (json: string) =>
  `<script id="${serverStateElementId}" type="application/json">${json}</script>`;

describe('serverStateIn', () => {
  it("reads the data of a page's state script", () => {
    const html = `<div id="root"></div>${script('{"price":25000000,"text":"\\u003c/script>"}')}`;
    expect(serverStateIn(html)).toEqual({ price: 25_000_000, text: '</script>' });
  });

  it('reads null without a state script, or with an unreadable or unclosed one', () => {
    expect(serverStateIn('<div id="root"><p>Polo</p></div>')).toBeNull();
    expect(serverStateIn(script('{broken'))).toBeNull();
    expect(serverStateIn(script('{"a":1}').replace('</script>', ''))).toBeNull();
  });
});
