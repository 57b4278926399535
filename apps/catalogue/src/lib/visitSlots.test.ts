import { describe, expect, it } from 'vitest';
import { visitMessages } from '@territorio/api-client';
import { headOffice } from '@territorio/site-config';
import { bringWords, dayChoices, freePlacesWords, siteNamed, visitWhenWords } from './visitSlots';

const slot = (time: string, free: number) => ({ time, starts_at: '', free });

describe('visit slots and words', () => {
  it('says a date and time in words, 24-hour', () => {
    expect(visitWhenWords('2026-12-01', '10:30')).toBe('martes 1 de diciembre a las 10:30');
    expect(visitWhenWords('2027-01-02', '17:00')).toBe('sábado 2 de enero a las 17:00');
  });

  it('counts free places and names what to bring', () => {
    expect(freePlacesWords(1)).toBe('1 lugar libre');
    expect(freePlacesWords(2)).toBe('2 lugares libres');
    expect(bringWords(false)).toBe(visitMessages.bringVisit);
    expect(bringWords(true)).toBe(visitMessages.bringTestDrive);
  });

  it('finds a site by its slug or its name', () => {
    expect(siteNamed('godoy-cruz')).toBe(headOffice);
    expect(siteNamed('Godoy Cruz')).toBe(headOffice);
    expect(siteNamed('otra')).toBeUndefined();
  });

  it('a day closed or without sales hours is closed, one without a free time is full', () => {
    const days = dayChoices(headOffice, {
      site: 'godoy-cruz',
      time_zone: headOffice.timeZone,
      capacity: 2,
      days: [
        // Tuesday, closed by the console; Wednesday full; Thursday with one free time; Sunday.
        { date: '2026-12-01', closed: true, slots: [] },
        { date: '2026-12-02', closed: false, slots: [slot('10:00', 0)] },
        { date: '2026-12-03', closed: false, slots: [slot('10:00', 0), slot('10:30', 1)] },
        { date: '2026-12-06', closed: false, slots: [] },
      ],
    });
    expect(days.map((day) => day.state)).toEqual(['closed', 'full', 'open', 'closed']);
    expect(days[2]?.times.map((time) => time.time)).toEqual(['10:30']);
  });
});
