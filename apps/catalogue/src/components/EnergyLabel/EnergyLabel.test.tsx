import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { EnergyLabel, energyLabelRows } from './EnergyLabel';

describe('EnergyLabel (Res. 383/2021)', () => {
  it('lists the class, consumption and CO₂ as terms and definitions, with Argentine decimals', () => {
    const { container } = render(
      <EnergyLabel data={{ energy_class: 'B', consumption_l_100km: 6.25, co2_g_km: 145 }} />,
    );
    expect(screen.getByText('Etiqueta de eficiencia energética')).toBeTruthy();
    const list = container.querySelector('dl') as HTMLElement;
    const terms = within(list)
      .getAllByRole('term')
      .map((term) => term.textContent);
    const definitions = within(list)
      .getAllByRole('definition')
      .map((definition) => definition.textContent);
    expect(terms).toEqual([
      'Clase de eficiencia energética',
      'Consumo combinado',
      'Emisiones de CO₂',
    ]);
    expect(definitions).toEqual(['B', '6,3 l/100 km', '145 g/km']);
  });

  it('shows only what the version has, and nothing without data', () => {
    expect(energyLabelRows({ consumption_l_100km: 7.4 })).toEqual([
      { term: 'Consumo combinado', value: '7,4 l/100 km' },
    ]);
    const { container } = render(<EnergyLabel data={{ energy_class: ' ', co2_g_km: null }} />);
    expect(container.innerHTML).toBe('');
  });
});
