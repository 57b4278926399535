import { describe, expect, it } from 'vitest';
import { offersSchema, parametersSchema } from '@territorio/api-client';
import type { News, Offers } from '@territorio/api-client';
import { offers, parameters } from '../test/fixtures';
import {
  currentNews,
  currentOffers,
  notEnded,
  offerGroupValidity,
  offerValidity,
} from './validity';

const today = '2026-11-28';

/** A brand's offers with dates, as the API sends them once it carries validity. */
function datedOffers(): Offers {
  const parsed = offersSchema.parse(offers(2, 3));
  const [first, second, third] = parsed.grouped[0]!.items;
  const items = [
    { ...first!, valid_from: '2026-11-01', valid_until: '2026-12-31' },
    { ...second!, valid_from: '2026-11-01', valid_until: '2026-11-27' },
    { ...third!, valid_from: '2026-12-01', valid_until: '2026-12-31' },
  ];
  return {
    best: items,
    grouped: [{ ...parsed.grouped[0]!, items }],
  } as Offers;
}

describe('offer validity (Ley 24.240 art. 7)', () => {
  it('states a group’s units and dates', () => {
    const group = {
      ...datedOffers().grouped[0]!,
      units: 3,
      valid_from: '2026-12-01',
      valid_until: '2026-12-31',
    };
    expect(offerGroupValidity(group)).toBe('3 unidades. Vigencia del 1/12/2026 al 31/12/2026');
  });

  it('counts the units a group lists when the group has no count or dates', () => {
    const group = datedOffers().grouped[0]!;
    expect(offerGroupValidity(group)).toBe('3 unidades.');
    const undated = offersSchema.parse(offers(1, 1)).grouped[0]!;
    expect(offerGroupValidity(undated)).toBe('1 unidad.');
  });

  it('states one offer’s dates, and nothing for an offer without dates', () => {
    const offer = datedOffers().best[0]!;
    expect(offerValidity(offer)).toBe('1 unidad. Vigencia del 1/11/2026 al 31/12/2026');
    expect(offerValidity(offersSchema.parse(offers(1, 1)).best[0]!)).toBe('');
  });
});

describe('what is current', () => {
  it('leaves out offers that have ended or not yet started, and groups left empty', () => {
    const current = currentOffers(datedOffers(), today);
    expect(current.best.map((offer) => offer.id)).toEqual([200]);
    expect(current.grouped[0]?.items.map((offer) => offer.id)).toEqual([200]);
    const ended = { ...datedOffers().grouped[0]!, valid_until: '2026-11-27' };
    expect(currentOffers({ best: [], grouped: [ended] }, today).grouped).toEqual([]);
  });

  it('leaves out news whose end has passed, and keeps news without an end', () => {
    const [item] = parametersSchema.parse(
      parameters({
        news: [
          {
            id: 1,
            title: 'Chequeo gratuito antes del invierno',
            content: '<p>Promoción válida hasta el 31 de julio de 2026.</p>',
            display_date: '2026-05-28',
            brand_id: 1,
            brand_string: 'Volkswagen',
            type_string: 'Postventa',
          },
        ],
      }),
    ).news;
    const ended = { ...item!, id: 900, ends_at: '2026-07-31' } as News;
    const lastDay = { ...item!, id: 901, ends_at: today } as News;
    const ids = currentNews([item!, ended, lastDay], today).map((news) => news.id);
    expect(ids).toEqual([1, 901]);
  });

  it('keeps banners and popups through their last day and drops them after', () => {
    const items = [
      { id: 1, ends_at: '2026-11-27' },
      { id: 2, ends_at: today },
      { id: 3, ends_at: null },
      { id: 4 },
    ];
    expect(notEnded(items, today).map((item) => item.id)).toEqual([2, 3, 4]);
  });
});
