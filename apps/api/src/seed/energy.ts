/**
 * Energy-efficiency labels of the seeded versions (Res. 383/2021): class, combined
 * consumption (l/100 km) and CO₂ (g/km), per family in the order of its versions
 * (./vehicles.ts). Plausible figures for the engines named; the hybrids (X-Trail e-POWER,
 * BJ30 Hybrid) are class A.
 */
import type { EnergyClass } from '../db/schema';

export type EnergyLabel = readonly [energyClass: EnergyClass, consumption: number, co2: number];

export const energyLabels: Readonly<Record<string, readonly EnergyLabel[]>> = {
  'Polo': [['D', 6.9, 161], ['B', 5.6, 130], ['B', 5.9, 137], ['C', 6.4, 149]],
  'Virtus': [['B', 5.8, 135], ['B', 6.0, 140], ['C', 6.5, 151]],
  'Nivus': [['C', 6.3, 147], ['C', 6.3, 147], ['C', 6.4, 149]],
  'T-Cross': [['C', 6.4, 149], ['C', 6.6, 154], ['D', 6.9, 161]],
  'Taos': [['D', 7.3, 170], ['D', 7.4, 172]],
  'Amarok': [['E', 8.2, 216], ['F', 8.7, 230], ['F', 9.4, 248], ['F', 9.6, 253]],
  'Onix': [['A', 5.3, 123], ['B', 5.6, 130], ['B', 5.7, 133], ['B', 5.6, 130]],
  'Onix Plus': [['A', 5.3, 123], ['B', 5.6, 130], ['B', 5.6, 130]],
  'Tracker': [['C', 6.2, 144], ['C', 6.5, 151], ['C', 6.5, 151], ['C', 6.6, 154]],
  'Montana': [['C', 6.6, 154], ['D', 6.9, 161]],
  'S10': [['E', 8.4, 222], ['F', 9.1, 240], ['F', 9.2, 243], ['F', 9.4, 248]],
  'Equinox': [['E', 8.1, 189], ['E', 8.1, 189]],
  'Versa': [['C', 6.4, 149], ['C', 6.2, 144], ['C', 6.2, 144]],
  'Kicks': [['B', 5.9, 137], ['B', 5.9, 137], ['B', 6.0, 140]],
  'Sentra': [['D', 7.0, 163], ['D', 7.0, 163], ['D', 7.1, 165]],
  'Frontier': [['E', 7.9, 209], ['E', 8.3, 219], ['E', 8.6, 227], ['F', 8.8, 232]],
  'X-Trail': [['A', 5.8, 135], ['A', 6.1, 142]],
  'X35': [['D', 7.4, 172], ['D', 7.6, 177]],
  'X55': [['E', 7.9, 184], ['E', 7.9, 184]],
  'BJ30': [['A', 5.9, 137], ['A', 6.3, 147]],
  'BJ40': [['G', 11.3, 263], ['G', 11.5, 268]],
  'U5 Plus': [['C', 6.6, 154], ['C', 6.8, 158]],
}; // prettier-ignore
