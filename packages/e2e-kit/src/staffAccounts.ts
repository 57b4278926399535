/**
 * `@territorio/e2e-kit/staff-accounts`: the staff console accounts the e2e stack creates
 * (scripts/e2e-stack.mjs, with the API's `staff-add` command) and the suites sign in with.
 * Test-only: they exist in the stack's throw-away database and nowhere else.
 */
export const e2eStaffPassword = 'consola-de-pruebas-2026';

export const e2eStaffAccounts = {
  admin: { email: 'admin@consola.test', role: 'admin', name: 'Ana Administración', brands: '' },
  /** Works Volkswagen and Chevrolet. */
  sales: { email: 'ventas@consola.test', role: 'sales', name: 'Vera Ventas', brands: '1,2' },
  hr: { email: 'rrhh@consola.test', role: 'hr', name: 'Raúl Recursos', brands: '' },
  /** The stock manager: units, their states and the imports, nothing else. */
  stock: { email: 'stock@consola.test', role: 'stock', name: 'Sofía Stock', brands: '' },
} as const;
