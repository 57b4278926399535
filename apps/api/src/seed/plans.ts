/**
 * Savings plans: Autoahorro Volkswagen and the group's own plan for Volkswagen, Plan
 * Chevrolet and Nissan plan de ahorro. None for BAIC. Amounts derive from the version's
 * list price: the financed share spread over the instalments plus 25 % of administrative
 * costs and life insurance (first_installment), and a subscription fee of 1,2 % of the price
 * (initial_installment), rounded to hundreds.
 */
import { brands } from '@territorio/api-client';
import { catalogue, familyById } from './catalogue';
import type { SeedSavingPlan } from './types';

type Integration = '70/30' | '60/40' | '80/20' | '100 %';

const financedShare: Record<Integration, number> = {
  '70/30': 0.7,
  '60/40': 0.6,
  '80/20': 0.8,
  '100 %': 1,
};

function describe(integration: Integration, installments: number): string {
  if (integration === '100 %') {
    return `Financiás el 100 % del valor del 0 km en ${installments} cuotas, sin interés y ajustadas por el precio del modelo. Adjudicación por sorteo o licitación todos los meses.`;
  }
  const [financed, atDelivery] = integration.split('/');
  return `Pagás el ${financed} % del valor en ${installments} cuotas y el ${atDelivery} % restante al momento de la adjudicación. Cuotas sin interés, ajustadas por el precio del modelo.`;
}

let nextId = 1;

function plan(
  subfamilyId: number,
  integration: Integration,
  installments: 84 | 120,
  provider: 'brand' | 'group',
): SeedSavingPlan {
  const subfamily = catalogue.subfamilies.find((candidate) => candidate.id === subfamilyId);
  if (!subfamily) throw new Error(`Seed: unknown subfamily ${subfamilyId}`);
  const family = familyById(subfamily.family_id);
  const price = subfamily.price ?? 0;
  const planName =
    provider === 'group' ? brands[5].savingsPlanName : brands[family.brand_id].savingsPlanName;
  const first =
    Math.round((((price * financedShare[integration]) / installments) * 1.25) / 100) * 100;
  const id = nextId;
  nextId += 1;
  return {
    id,
    brand_id: family.brand_id,
    name: `${planName} ${family.name} ${integration}`,
    model: `${family.name} ${subfamily.name}`,
    family: family.family,
    family_id: family.id,
    installments,
    initial_installment: Math.round((price * 0.012) / 100) * 100,
    first_installment: first,
    integration,
    description: describe(integration, installments),
    image: family.image,
    provider,
  };
}

export const savingPlans: SeedSavingPlan[] = [
  // Volkswagen: Autoahorro Volkswagen
  plan(1011, '70/30', 84, 'brand'),
  plan(1021, '70/30', 84, 'brand'),
  plan(1031, '80/20', 84, 'brand'),
  plan(1041, '70/30', 84, 'brand'),
  plan(1051, '60/40', 84, 'brand'),
  plan(1061, '60/40', 84, 'brand'),
  // Volkswagen: the group's own plan
  plan(1012, '100 %', 120, 'group'),
  plan(1042, '100 %', 120, 'group'),
  plan(1062, '70/30', 84, 'group'),
  // Plan Chevrolet
  plan(2011, '70/30', 84, 'brand'),
  plan(2021, '100 %', 84, 'brand'),
  plan(2031, '70/30', 84, 'brand'),
  plan(2041, '70/30', 84, 'brand'),
  plan(2051, '60/40', 84, 'brand'),
  // Nissan plan de ahorro
  plan(4011, '70/30', 84, 'brand'),
  plan(4021, '70/30', 84, 'brand'),
  plan(4031, '100 %', 120, 'brand'),
  plan(4041, '60/40', 84, 'brand'),
];
