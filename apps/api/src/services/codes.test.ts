import { describe, expect, it } from 'vitest';
import { codeAlphabet, generateCode, looksLikeCode, normalizeCode } from './codes';

describe('operation codes (DECISIONS: unguessable, >= 10 characters, unambiguous)', () => {
  it('uses no look-alike characters', () => {
    for (const ambiguous of ['0', 'O', '1', 'I', 'L'])
      expect(codeAlphabet).not.toContain(ambiguous);
  });

  it('generates 12 characters of the alphabet, never twice the same in practice', () => {
    const codes = new Set(Array.from({ length: 2000 }, () => generateCode()));
    expect(codes.size).toBe(2000);
    for (const code of codes) expect(looksLikeCode(code)).toBe(true);
  });

  it('forgives case, spaces and dashes when typed', () => {
    expect(normalizeCode(' abcd-efgh jkmn ')).toBe('ABCDEFGHJKMN');
    expect(looksLikeCode('ABCDEFGHJKM0')).toBe(false);
  });
});
