import { describe, expect, it } from 'vitest';
import { ConfigurationError, createErrorReporter, parseEventCap } from './errors-reporting';

describe('parseEventCap', () => {
  it('spec 9: the default cap is 10 when nothing is configured', () => {
    expect(parseEventCap(undefined)).toBe(10);
    expect(parseEventCap(null)).toBe(10);
    expect(parseEventCap('')).toBe(10);
    expect(parseEventCap('  ')).toBe(10);
  });

  it('spec 9: a positive integer of at most 100 is accepted', () => {
    expect(parseEventCap('1')).toBe(1);
    expect(parseEventCap(' 25 ')).toBe(25);
    expect(parseEventCap('100')).toBe(100);
    expect(parseEventCap(50)).toBe(50);
  });

  it('spec 9: anything else is a configuration error', () => {
    for (const value of [
      '0',
      '101',
      '-1',
      '2.5',
      '1e2',
      'ten',
      '10abc',
      0,
      101,
      2.5,
      -3,
      Number.NaN,
      true,
      {},
    ]) {
      expect(() => parseEventCap(value), JSON.stringify(value)).toThrow(ConfigurationError);
    }
  });
});

describe('createErrorReporter', () => {
  it('spec 9: forwards at most the cap of events to the sink', () => {
    const received: unknown[] = [];
    const reporter = createErrorReporter({ cap: '3', sink: (error) => received.push(error) });

    const results = [1, 2, 3, 4, 5].map((event) => reporter.report(new Error(`e${event}`)));

    expect(results).toEqual([true, true, true, false, false]);
    expect(received.map((error) => (error as Error).message)).toEqual(['e1', 'e2', 'e3']);
    expect(reporter.sent).toBe(3);
    expect(reporter.remaining).toBe(0);
  });

  it('spec 9: the default cap of 10 applies without configuration', () => {
    let count = 0;
    const reporter = createErrorReporter({ sink: () => (count += 1) });
    for (let event = 0; event < 15; event += 1) reporter.report(event);
    expect(count).toBe(10);
  });

  it('spec 9: an invalid cap fails when the reporter is created', () => {
    expect(() => createErrorReporter({ cap: '500' })).toThrow(ConfigurationError);
  });

  it('DECISIONS: the console is the default sink', () => {
    const original = console.error;
    const logged: unknown[][] = [];
    console.error = (...args: unknown[]) => logged.push(args);
    try {
      createErrorReporter({ cap: 1 }).report('boom', { page: '/' });
    } finally {
      console.error = original;
    }
    expect(logged).toEqual([['boom', { page: '/' }]]);
  });
});
