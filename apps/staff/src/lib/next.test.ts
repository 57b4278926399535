import { describe, expect, it } from 'vitest';
import { routes } from '../routes';
import { nextPath } from './next';

describe('nextPath', () => {
  it('keeps a page of the signed-in console, with its query', () => {
    expect(nextPath('/reservas', routes)).toBe('/reservas');
    expect(nextPath('/consultas/12', routes)).toBe('/consultas/12');
    expect(nextPath('/consultas?estado=new&pagina=2', routes)).toBe(
      '/consultas?estado=new&pagina=2',
    );
    expect(nextPath('/reservas/ABCDEFGHJKMN', routes)).toBe('/reservas/ABCDEFGHJKMN');
  });

  it('sends anything that is not one of its pages home, however it is spelled', () => {
    for (const value of [
      null,
      '',
      '/%5Cevil.example/x',
      '/%5cevil.example',
      '/\\evil.example/x',
      '//evil.example/x',
      '/\t/evil.example',
      'https://evil.example/reservas',
      'javascript:alert(1)',
      'reservas',
      '/no-existe',
      '/reservas/ABCDEFGHJKMN/otra-cosa',
      '/ingresar',
      '/salir',
    ]) {
      expect(nextPath(value, routes), String(value)).toBe('/');
    }
  });
});
