import { describe, expect, it } from 'vitest';
import {
  buyRoute,
  dealershipStartRoute,
  isPopupAllowed,
  isReservationPath,
  lazyRouteNames,
  matchRoute,
  newsRoute,
  offerUnitsFamilyId,
  offerUnitsRoute,
  reservationAddress,
  reservationRouteNames,
  routeSearchParams,
  routes,
  storyRoute,
} from './routes';

describe('route table', () => {
  it('spec 2.1: the paths, spelled as the spec spells them', () => {
    expect(routes).toMatchObject({
      home: '/',
      cvReceived: '/cv-recibido',
      cvError: '/cv-error',
      families: '/vehiculos-0km',
      family: '/vehiculos-0km/:brand',
      subfamilies: '/vehiculos-0km/versiones/:brand/:family/:id',
      buy: '/vehiculos-0km/reservar/:brand/:id/:family/:family_id/:model',
      buyWithOperation:
        '/concesionario-digital/:brand/:id/:family/:family_id/:model/:operation_code',
      dealershipStart: '/concesionario-digital/:brand/:id/:family/:family_id/:model',
      resume: '/concesionario-digital/continue/:operation_code',
      paymentMode: '/concesionario-digital/forma-de-pago/:operation_code',
      usedVehicle: '/concesionario-digital/vehiculo-usado/:operation_code',
      financing: '/concesionario-digital/finaciacion/:operation_code',
      personalData: '/concesionario-digital/tus-datos/:operation_code',
      review: '/concesionario-digital/revisar/:operation_code',
      payment: '/concesionario-digital/reserva/:operation_code',
      reserved: '/concesionario-digital/reservado/:operation_code',
      pending: '/concesionario-digital/pendiente/:operation_code',
      offers: '/oportunidades',
      offersByBrand: '/oportunidades/:brand',
      savingPlans: '/planes-de-ahorro',
      savingPlansByBrand: '/planes-de-ahorro/:brand',
      news: '/noticias',
      newsDetail: '/noticias/:id/:slug',
      story: '/historias/:id/:slug',
      contact: '/contacto',
      postventa: '/postventa',
      howToReserve: '/como-reservar',
      payPlan: '/pagar-plan',
      ducati: '/ducati',
      mercedesBenz: '/mercedes-benz',
      appointment: '/solicitar-turno/:brand',
    });
  });

  it('DECISIONS: every reservation route is a reservation path, and no other route is', () => {
    for (const [name, pattern] of Object.entries(routes)) {
      const isReservation = (reservationRouteNames as readonly string[]).includes(name);
      expect([name, isReservationPath(pattern)]).toEqual([name, isReservation]);
    }
  });

  it('DECISIONS: a reservation path opens on the reservation origin, keeping query and fragment', () => {
    const to = reservationAddress('https://reserva.example', {
      pathname: '/concesionario-digital/volkswagen',
      search: '?source=campaign',
      hash: '#pago',
    });
    expect(to).toBe(
      'https://reserva.example/concesionario-digital/volkswagen?source=campaign#pago',
    );
    expect(reservationAddress('https://reserva.example', { pathname: '/x', search: '' })).toBe(
      'https://reserva.example/x',
    );
  });

  it('spec 2.1: the lazily loaded pages', () => {
    expect(lazyRouteNames.map((name) => routes[name])).toEqual([
      '/pagar-plan',
      '/ducati',
      '/postventa',
      '/como-reservar',
    ]);
  });
});

describe('isReservationPath', () => {
  it('DECISIONS: /vehiculos-0km/reservar/... and /concesionario-digital/... belong to the reservation app', () => {
    expect(isReservationPath('/vehiculos-0km/reservar/volkswagen/5/polo/10/track')).toBe(true);
    expect(isReservationPath('/concesionario-digital/continue/K7M2P9X4QR')).toBe(true);
    expect(isReservationPath('/vehiculos-0km/volkswagen')).toBe(false);
    expect(isReservationPath('/vehiculos-0km/reservar')).toBe(false);
    expect(isReservationPath('/oportunidades')).toBe(false);
  });
});

describe('isPopupAllowed', () => {
  it('spec 2.2: no popups on reservation addresses or campaign traffic', () => {
    expect(isPopupAllowed('/oportunidades')).toBe(true);
    expect(isPopupAllowed('/concesionario-digital/revisar/X')).toBe(false);
    expect(isPopupAllowed('/vehiculos-0km/reservar/vw/1/a/2/b')).toBe(false);
    expect(isPopupAllowed('/?source=campaign')).toBe(false);
  });
});

describe('route builders', () => {
  it('spec 2.3: the buy route from brand, id, family, family_id and model', () => {
    expect(
      buyRoute({
        brand: 'Volkswagen',
        id: 5,
        family: 'T Cross',
        family_id: 10,
        model: 'Highline 1.4',
      }),
    ).toBe('/vehiculos-0km/reservar/volkswagen/5/t-cross/10/highline-1.4');
  });

  it('spec 2.3: a brand id becomes its route string', () => {
    expect(buyRoute({ brand: 2, id: 8, family: 'Onix', family_id: 20, model: 'LTZ' })).toBe(
      '/vehiculos-0km/reservar/chevrolet/8/onix/20/ltz',
    );
  });

  it('spec 2.1: the dealership start, with or without an operation code', () => {
    const input = { brand: 4, id: 9, family: 'Kicks', family_id: 30, model: 'Exclusive' };
    expect(dealershipStartRoute(input)).toBe('/concesionario-digital/nissan/9/kicks/30/exclusive');
    expect(dealershipStartRoute({ ...input, operation_code: 'k7m2p9x4qr' })).toBe(
      '/concesionario-digital/nissan/9/kicks/30/exclusive/k7m2p9x4qr',
    );
  });

  it('spec 2.1: news detail is /noticias/{id}/{title lower-cased with hyphens}', () => {
    expect(newsRoute({ id: 12, title: 'Llega el Nuevo Polo' })).toBe(
      '/noticias/12/llega-el-nuevo-polo',
    );
  });

  it('spec 3: the story path /historias/{id}/{slug}', () => {
    expect(storyRoute({ id: 3, slug_url: 'conoce-el-amarok' })).toBe(
      '/historias/3/conoce-el-amarok',
    );
    expect(storyRoute({ id: 3, slug_url: '/historias/3/conoce-el-amarok/' })).toBe(
      '/historias/3/conoce-el-amarok',
    );
    expect(storyRoute({ id: 4, title: 'Service Oficial', slug_url: '' })).toBe(
      '/historias/4/service-oficial',
    );
  });
});

describe('matchRoute', () => {
  it('matches route patterns segment by segment', () => {
    expect(matchRoute(routes.buy, '/vehiculos-0km/reservar/vw/1/polo/2/m')).toEqual({
      brand: 'vw',
      id: '1',
      family: 'polo',
      family_id: '2',
      model: 'm',
    });
    expect(matchRoute(routes.buy, '/vehiculos-0km/reservar/vw/1/polo/2')).toBeNull();
    expect(matchRoute(routes.buy, '/vehiculos-0km/reservar/vw//polo/2/m')).toBeNull();
    expect(matchRoute(routes.buy, '/otra/reservar/vw/1/polo/2/m')).toBeNull();
  });
});

describe('offer units address (spec 2.8)', () => {
  it('puts the family in the unidades parameter of the offers page, with or without a brand', () => {
    expect(offerUnitsRoute({ familyId: 201 })).toBe('/oportunidades?unidades=201');
    expect(offerUnitsRoute({ familyId: 201, brand: 'chevrolet' })).toBe(
      '/oportunidades/chevrolet?unidades=201',
    );
  });

  it('reads the family back, and nothing from a missing or malformed value', () => {
    const read = (search: string) => offerUnitsFamilyId(new URLSearchParams(search));
    expect(read('?unidades=201')).toBe(201);
    expect(read(`?source=campaign&${routeSearchParams.offerUnits}=604`)).toBe(604);
    expect(read('')).toBeNull();
    expect(read('?unidades=')).toBeNull();
    expect(read('?unidades=onix')).toBeNull();
    expect(read('?unidades=-3')).toBeNull();
    expect(read('?unidades=1e3')).toBeNull();
    expect(read('?unidades=99999999999999999999')).toBeNull();
  });
});
