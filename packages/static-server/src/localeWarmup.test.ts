import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { localeWarmupScript, localeWarmupVitePlugin } from './localeWarmup';

describe('locale warm-up (issue 7)', () => {
  it('is a script that formats with the locale, and runs', () => {
    const script = localeWarmupScript('es-AR');
    expect(script).toBe('new Intl.NumberFormat("es-AR").format(0);');
    expect(runInNewContext(script, { Intl })).toBe('0');
  });

  it('cannot be broken out of by a strange locale', () => {
    expect(localeWarmupScript('x");alert(1)//')).toBe(
      'new Intl.NumberFormat("x\\");alert(1)//").format(0);',
    );
    expect(localeWarmupScript('</script>')).not.toContain('</script>');
  });

  it('goes into the head of the built index.html', () => {
    expect(localeWarmupVitePlugin('es-AR').transformIndexHtml()).toEqual([
      { tag: 'script', children: 'new Intl.NumberFormat("es-AR").format(0);', injectTo: 'head' },
    ]);
  });
});
