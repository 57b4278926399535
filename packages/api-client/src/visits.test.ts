import { sites, type Site } from '@territorio/site-config';
import { describe, expect, it } from 'vitest';
import {
  siteLocalTime,
  visitInstant,
  visitReminderInstant,
  visitSlotProblem,
  visitWindowDates,
} from './visit-times';
import {
  addDays,
  dayCodeOf,
  siteSlug,
  visitRules,
  visitSiteBySlug,
  visitSlotMessage,
  visitSlotTimes,
} from './visits';

const site = (name: string): Site => sites.find((candidate) => candidate.name === name)!;
const godoyCruz = site('Godoy Cruz');

/** Every half hour from `opens` while a slot still ends by `closes`. */
function halfHours(opens: string, closes: string): string[] {
  const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3));
  const times: string[] = [];
  for (let start = minutes(opens); start + 30 <= minutes(closes); start += 30) {
    times.push(
      `${String(Math.floor(start / 60)).padStart(2, '0')}:${String(start % 60).padStart(2, '0')}`,
    );
  }
  return times;
}

/** The zone's offset at an instant by the zone database ('GMT-03:00' → -180). */
function offsetMinutes(timeZone: string, instant: Date): number {
  const name = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
    .formatToParts(instant)
    .find((part) => part.type === 'timeZoneName')!.value;
  const match = /^GMT([+-])(\d{2}):(\d{2})$/.exec(name);
  if (!match) return 0;
  return (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3]));
}

/** A local date and time as an instant, from the zone's offset alone. */
function expectedInstant(timeZone: string, date: string, time: string): Date {
  const wall = Date.parse(`${date}T${time}:00Z`);
  return new Date(wall - offsetMinutes(timeZone, new Date(wall)) * 60_000);
}

// 2026-11-30 is a Monday, 2026-12-05 a Saturday, 2026-12-06 a Sunday.
describe('visitSlotTimes', () => {
  it("spec: Godoy Cruz's sales hours, Mon–Fri 10–14 and 15–19, Sat 10–13, no Sunday", () => {
    expect(visitSlotTimes(godoyCruz, '2026-11-30')).toEqual([
      ...halfHours('10:00', '14:00'),
      ...halfHours('15:00', '19:00'),
    ]);
    expect(visitSlotTimes(godoyCruz, '2026-11-30')).toHaveLength(16);
    expect(visitSlotTimes(godoyCruz, '2026-12-05')).toEqual(halfHours('10:00', '13:00'));
    expect(visitSlotTimes(godoyCruz, '2026-12-06')).toEqual([]);
  });

  it("follows every site's configured hours, slots ending by the closing time", () => {
    expect(visitSlotTimes(site('San Rafael'), '2026-12-01')).toEqual([
      ...halfHours('09:00', '13:00'),
      ...halfHours('16:30', '20:30'),
    ]);
    expect(visitSlotTimes(site('San Juan'), '2026-12-01')).toEqual([
      ...halfHours('09:00', '13:30'),
      ...halfHours('17:00', '21:00'),
    ]);
    expect(visitSlotTimes(site('San Juan'), '2026-12-05')).toEqual(halfHours('09:30', '13:00'));
    expect(visitSlotTimes(site('San Juan'), '2026-12-05')[0]).toBe('09:30');
  });

  it('has no slots on a date that does not exist', () => {
    expect(visitSlotTimes(godoyCruz, '2026-02-30')).toEqual([]);
    expect(dayCodeOf('2026-12-06')).toBe('Su');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });
});

describe('visitInstant and the zones', () => {
  it('reads local times in each site’s zone, a fixed UTC−3 all year (no daylight saving)', () => {
    for (const each of sites) {
      for (const date of ['2026-01-15', '2026-06-15', '2026-10-04', '2026-12-01']) {
        const instant = visitInstant(each, date, '10:30');
        expect(offsetMinutes(each.timeZone, instant)).toBe(-180);
        expect(instant.toISOString()).toBe(
          expectedInstant(each.timeZone, date, '10:30').toISOString(),
        );
        expect(siteLocalTime(each, instant)).toEqual({ date, time: '10:30' });
      }
    }
    expect(visitInstant(godoyCruz, '2026-12-01', '10:30').toISOString()).toBe(
      '2026-12-01T13:30:00.000Z',
    );
  });

  it('names the site’s local date at midnight UTC as the day before', () => {
    expect(siteLocalTime(godoyCruz, new Date('2026-12-01T02:59:00Z'))).toEqual({
      date: '2026-11-30',
      time: '23:59',
    });
  });
});

describe('the booking window', () => {
  const lateSunday = expectedInstant(godoyCruz.timeZone, '2026-11-29', '23:00');

  it(`is the site's today and the next days, ${visitRules.windowDays} dates in all`, () => {
    const dates = visitWindowDates(godoyCruz, lateSunday);
    expect(dates).toHaveLength(14);
    expect(dates[0]).toBe('2026-11-29');
    expect(dates.at(-1)).toBe('2026-12-12');
  });

  it('refuses a slot before the window, after it, on a closed day or outside the hours', () => {
    const problem = (date: string, time: string, closed: string[] = []) =>
      visitSlotProblem(godoyCruz, { date, time }, lateSunday, closed);
    expect(problem('2026-12-12', '10:00')).toBe(null);
    expect(problem('2026-12-13', '10:00')).toBe('beyondWindow');
    expect(problem('2026-11-28', '10:00')).toBe('tooSoon');
    expect(problem('2026-12-01', '10:00', ['2026-12-01'])).toBe('closedDay');
    expect(problem('2026-12-01', '14:00')).toBe('outsideHours');
    expect(problem('2026-12-01', '10:15')).toBe('outsideHours');
    expect(problem('2026-12-06', '10:00')).toBe('outsideHours');
    expect(problem('2026-02-30', '10:00')).toBe('date');
    expect(problem('2026-12-01', '25:00')).toBe('time');
    expect(visitSlotMessage('beyondWindow').field).toBe('date');
    expect(visitSlotMessage('outsideHours').field).toBe('time');
  });

  it(`refuses a slot starting sooner than ${visitRules.minNoticeMinutes} minutes from now`, () => {
    const at = (time: string) => expectedInstant(godoyCruz.timeZone, '2026-12-01', time);
    const problem = (now: Date, time: string) =>
      visitSlotProblem(godoyCruz, { date: '2026-12-01', time }, now, []);
    expect(problem(at('08:00'), '10:00')).toBe(null);
    expect(problem(new Date(at('08:00').getTime() + 60_000), '10:00')).toBe('tooSoon');
    expect(problem(new Date(at('08:00').getTime() + 60_000), '10:30')).toBe(null);
    expect(problem(at('16:00'), '15:30')).toBe('tooSoon');
  });
});

describe('visitReminderInstant', () => {
  it('is the day before at 10:00 local, as UTC', () => {
    expect(visitReminderInstant(godoyCruz, '2026-12-01').toISOString()).toBe(
      expectedInstant(godoyCruz.timeZone, '2026-11-30', '10:00').toISOString(),
    );
    expect(visitReminderInstant(site('San Juan'), '2027-01-01').toISOString()).toBe(
      '2026-12-31T13:00:00.000Z',
    );
  });
});

describe('site slugs', () => {
  it('finds every site by its slug, and nothing else', () => {
    for (const each of sites) expect(visitSiteBySlug(siteSlug(each))).toBe(each);
    expect(siteSlug(godoyCruz)).toBe('godoy-cruz');
    expect(visitSiteBySlug('mendoza')).toBeUndefined();
    expect(visitSiteBySlug(undefined)).toBeUndefined();
  });
});
