/**
 * Used-vehicle catalogue for trade-in valuations (brands -> models -> versions with codia).
 * base_value: what the version would be worth as a 0 km in 2026 (ARS); launch_year: its first
 * model year (years before it, or after 2026, are not valid for a valuation).
 * codia: 7-digit strings, unique across the catalogue.
 */
import type { SeedUsedBrand, SeedUsedVersion } from './types';

type VersionRow = [description: string, baseValue: number];
type ModelRow = [name: string, launchYear: number, versions: VersionRow[]];

const rows: [id: number, name: string, models: ModelRow[]][] = [
  [1, 'Volkswagen', [
    ['Gol Trend', 2009, [['1.6 Trendline 5p', 22000000], ['1.6 Highline 5p', 24500000]]],
    ['Suran', 2007, [['1.6 Comfortline', 23500000], ['1.6 Highline', 25800000]]],
    ['Polo', 2018, [['1.6 MSI Trendline', 29000000], ['200 TSI Highline AT', 36200000]]],
    ['Amarok', 2010, [['2.0 TDI Trendline 4x2', 55000000], ['2.0 TDI Highline 4x4 AT', 68000000], ['V6 3.0 TDI Highline 4x4 AT', 80500000]]],
  ]],
  [2, 'Chevrolet', [
    ['Classic', 2010, [['1.4 LS', 20500000], ['1.4 LT', 22000000]]],
    ['Onix', 2013, [['1.4 LT', 26000000], ['1.4 LTZ', 28500000]]],
    ['Cruze', 2016, [['1.4T LT', 38000000], ['1.4T LTZ AT', 44000000]]],
    ['S10', 2012, [['2.8 CTDI LS 4x2', 52000000], ['2.8 CTDI LTZ 4x4 AT', 72000000]]],
  ]],
  [3, 'Ford', [
    ['Fiesta', 2011, [['1.6 S', 24000000], ['1.6 Titanium', 28000000]]],
    ['Focus', 2013, [['2.0 SE', 32000000], ['2.0 Titanium AT', 37500000]]],
    ['EcoSport', 2012, [['1.6 SE', 30000000], ['2.0 Titanium AT', 36000000]]],
    ['Ranger', 2012, [['2.2 TDCi XL 4x2', 52000000], ['3.2 TDCi XLT 4x4 AT', 70000000]]],
  ]],
  [4, 'Fiat', [
    ['Palio', 2010, [['1.4 Attractive', 19000000]]],
    ['Argo', 2018, [['1.3 Drive', 26000000], ['1.8 Precision AT', 30500000]]],
    ['Cronos', 2018, [['1.3 Drive', 28000000], ['1.8 Precision AT', 33000000]]],
    ['Toro', 2016, [['2.0 Freedom 4x4 AT', 48000000], ['2.0 Volcano 4x4 AT', 54000000]]],
  ]],
  [5, 'Peugeot', [
    ['208', 2013, [['1.6 Allure', 28000000], ['1.6 THP GT', 33000000]]],
    ['2008', 2016, [['1.6 Allure', 36000000], ['1.6 THP Sport', 41000000]]],
    ['Partner', 2010, [['1.6 HDi Confort', 30000000]]],
  ]],
  [6, 'Renault', [
    ['Sandero', 2010, [['1.6 Expression', 22000000], ['1.6 Privilège', 24800000]]],
    ['Duster', 2011, [['1.6 Expression 4x2', 31000000], ['2.0 Privilège 4x4', 35000000]]],
    ['Kangoo', 2010, [['1.6 Authentique', 27000000]]],
  ]],
  [7, 'Toyota', [
    ['Etios', 2013, [['1.5 XS', 23000000], ['1.5 XLS AT', 26000000]]],
    ['Corolla', 2010, [['1.8 XEi CVT', 40000000], ['2.0 SEG CVT', 47000000]]],
    ['Hilux', 2010, [['2.4 TDI DX 4x2', 55000000], ['2.8 TDI SRX 4x4 AT', 85000000]]],
  ]],
  [8, 'Nissan', [
    ['March', 2011, [['1.6 Active', 21000000], ['1.6 Advance', 23000000]]],
    ['Versa', 2012, [['1.6 Sense', 30000000], ['1.6 Advance CVT', 34000000]]],
    ['Frontier', 2016, [['2.3 XE 4x4', 60000000], ['2.3 LE 4x4 AT', 70000000]]],
  ]],
  [9, 'Citroën', [
    ['C3', 2010, [['1.5 Feel', 24000000], ['1.6 VTi Shine', 27500000]]],
    ['C4 Cactus', 2018, [['1.6 Feel', 33000000], ['1.6 THP Shine AT', 38000000]]],
    ['Berlingo', 2010, [['1.6 HDi Business', 29000000]]],
  ]],
  [10, 'Honda', [
    ['Fit', 2009, [['1.5 LX', 26000000], ['1.5 EX CVT', 29000000]]],
    ['Civic', 2012, [['1.8 EXS AT', 42000000]]],
    ['HR-V', 2015, [['1.8 EX CVT', 45000000], ['1.8 EXL CVT', 49000000]]],
  ]],
]; // prettier-ignore

export const usedCatalogue: SeedUsedBrand[] = rows.map(([id, name, models]) => ({
  id,
  name,
  models: models.map(([modelName, launchYear, versions], modelIndex) => ({
    name: modelName,
    versions: versions.map(([description, baseValue], versionIndex): SeedUsedVersion => ({
      description,
      codia: String(100000 + id * 10000 + (modelIndex + 1) * 100 + versionIndex + 1).padStart(
        7,
        '0',
      ),
      base_value: baseValue,
      launch_year: launchYear,
    })),
  })),
}));
