/**
 * The /api/v2/territorio/parameter answer: banners, news, stories, popups, home models
 * banner, booking price per brand, contact methods and salesmen.
 */
import { brands, type BrandId } from '@territorio/api-client';
import { group } from '@territorio/site-config';
import { publicContactMethods } from '../services/catalogue/parameters';
import { familyById } from './catalogue';
import {
  bannerArt,
  bannerPath,
  bannerSizes,
  newsImagePath,
  popupPath,
  storyPosterPath,
  storyVideoPath,
} from './media-manifest';
import type {
  SeedBanner,
  SeedContactMethod,
  SeedDepartmentContact,
  SeedNews,
  SeedParameterVehicle,
  SeedParameters,
  SeedPopup,
  SeedSalesman,
  SeedStory,
} from './types';

const bannerUrls: Record<string, string> = {
  oportunidades: '/oportunidades',
  'reserva-online': '/como-reservar',
  'planes-de-ahorro': '/planes-de-ahorro',
  postventa: '/postventa',
};

export const banners: SeedBanner[] = bannerArt.map((art, index) => ({
  id: index + 1,
  name: art.title,
  url: bannerUrls[art.slug] ?? '',
  images: [
    { path: bannerPath(art.slug, 'desktop'), ...bannerSizes.desktop },
    { path: bannerPath(art.slug, 'mobile'), ...bannerSizes.mobile },
  ],
}));

function newsItem(
  id: number,
  brandId: BrandId,
  type: 'Lanzamiento' | 'Novedad' | 'Postventa' | 'Comunidad',
  date: string,
  title: string,
  images: string[],
  content: string,
  url: string | null = null,
  endsAt: SeedNews['ends_at'] = null,
): SeedNews {
  return {
    ends_at: endsAt,
    id,
    title,
    content,
    display_date: date,
    url,
    images: images.map((slug) => ({ path: newsImagePath(slug) })),
    brand_id: brandId,
    brand_string: brands[brandId].name,
    type_string: type,
  };
}

export const news: SeedNews[] = [
  newsItem(
    1,
    1,
    'Lanzamiento',
    '2026-03-12',
    'Nuevo Polo GTS: ya podés reservarlo online',
    ['polo-gts'],
    `<p>Llegó a nuestros salones de Godoy Cruz, San Rafael y San Juan el <strong>Polo GTS</strong>, la versión más deportiva del hatch de Volkswagen. Con el motor 1.4 TSI de 150 CV y caja automática Tiptronic de 6 velocidades, es el Polo más rápido que se vendió en el país.</p>
<p>Además de la mecánica, el GTS suma suspensión deportiva, llantas de 17" y un interior con butacas envolventes y detalles en rojo.</p>
<ul><li>Motor 1.4 TSI de 150 CV</li><li>Caja automática de 6 velocidades</li><li>Faros full LED y tablero digital</li></ul>
<p><img src="/media/news/polo-gts.svg" alt="Polo GTS" width="1200" height="675"></p>
<p>Mirá todas las versiones en <a href="/vehiculos-0km/volkswagen">nuestro catálogo 0km</a> y reservá tu unidad con una seña.</p>`,
  ),
  newsItem(
    2,
    2,
    'Lanzamiento',
    '2026-02-20',
    'Chevrolet Tracker 2026: más seguridad de serie',
    ['tracker-2026'],
    `<p>La <strong>Tracker 2026</strong> incorpora en todas sus versiones seis airbags, control de estabilidad y alerta de colisión frontal. Las versiones Premier y RS suman sensor de punto ciego y estacionamiento semiautomático.</p>
<ul><li>6 airbags de serie</li><li>OnStar y Wi-Fi a bordo</li><li>Nueva versión RS con techo bitono</li></ul>
<p><img src="/media/news/tracker-2026.svg" alt="Chevrolet Tracker 2026" width="1200" height="675"></p>
<p>Consultá las unidades disponibles en <a href="/vehiculos-0km/chevrolet">el catálogo de Chevrolet</a>.</p>`,
  ),
  newsItem(
    3,
    4,
    'Novedad',
    '2026-04-08',
    'La nueva Kicks ya está en nuestros salones',
    ['kicks'],
    `<p>La segunda generación de la <strong>Nissan Kicks</strong> llegó con un diseño completamente nuevo, motor 1.0 turbo de 125 CV y caja automática de 6 velocidades.</p>
<p>Es más larga y más ancha que la anterior, con un baúl de 470 litros y el paquete de asistentes Nissan Safety Shield 360.</p>
<ul><li>Frenado autónomo de emergencia</li><li>Alerta de punto ciego</li><li>Visión 360° en la versión Exclusive</li></ul>
<p><img src="/media/news/kicks.svg" alt="Nueva Nissan Kicks" width="1200" height="675"></p>
<p>Coordiná un test drive desde <a href="/contacto">nuestra página de contacto</a>.</p>`,
  ),
  newsItem(
    4,
    5,
    'Comunidad',
    '2026-03-02',
    'Acompañamos la Vendimia solidaria en Godoy Cruz',
    ['vendimia'],
    `<p>Como todos los años, el equipo de ${group.shortName} acompañó la <strong>Vendimia solidaria</strong> del departamento: prestamos vehículos para el traslado de las reinas y colaboramos con la colecta de alimentos.</p>
<ul><li>12 vehículos a disposición de la organización</li><li>Más de 800 kg de alimentos donados</li></ul>
<p><img src="/media/news/vendimia.svg" alt="Vendimia solidaria" width="1200" height="675"></p>
<p>¡Gracias a todos los que se sumaron!</p>`,
  ),
  newsItem(
    5,
    5,
    'Novedad',
    '2026-05-15',
    'Inauguramos el nuevo taller de San Juan',
    ['taller-san-juan'],
    `<p>Abrimos un <strong>taller de postventa</strong> renovado en San Juan, con 14 puestos de trabajo, alineación computarizada y una sala de espera con Wi-Fi.</p>`,
  ),
  newsItem(
    6,
    1,
    'Postventa',
    '2026-05-28',
    'Chequeo gratuito antes del invierno',
    ['invierno'],
    `<p>Antes de salir a la ruta de alta montaña, traé tu Volkswagen a un <strong>chequeo gratuito de invierno</strong> en cualquiera de nuestros talleres.</p>
<p>Revisamos los puntos clave para viajar seguro a la cordillera:</p>
<ul><li>Batería y sistema de carga</li><li>Neumáticos y presión</li><li>Líquido refrigerante y anticongelante</li><li>Luces, limpiaparabrisas y calefacción</li></ul>
<p><img src="/media/news/invierno.svg" alt="Chequeo de invierno" width="1200" height="675"></p>
<p>Sacá tu turno desde <a href="/postventa">Postventa</a>. Promoción válida hasta el {{ends_at}}.</p>`,
    null,
    { monthEnd: 1 },
  ),
  newsItem(
    7,
    2,
    'Postventa',
    '2026-06-10',
    'Mantenimiento prepago Chevrolet: congelá el precio de tus services',
    ['mantenimiento-chevrolet'],
    `<p>Con el <strong>plan de mantenimiento prepago</strong> pagás hoy los services de 10.000, 20.000 y 30.000 km de tu Chevrolet y te olvidás de los aumentos.</p>
<ul><li>Precio congelado por tres services</li><li>Repuestos originales y mano de obra incluidos</li><li>Válido en Godoy Cruz, San Rafael y San Juan</li></ul>
<p><img src="/media/news/mantenimiento-chevrolet.svg" alt="Mantenimiento prepago Chevrolet" width="1200" height="675"></p>
<p>Más información en <a href="/postventa">Postventa</a>.</p>`,
  ),
  newsItem(
    8,
    4,
    'Lanzamiento',
    '2026-07-03',
    'Frontier PRO-4X: la pick-up para el camino de ripio',
    ['frontier-pro4x'],
    `<p>La <strong>Frontier PRO-4X</strong> es la versión de la pick-up de Nissan pensada para salir del asfalto: bloqueo de diferencial trasero, protecciones inferiores y neumáticos para todo terreno.</p>
<p>La probamos en la ruta 40 hacia el sur de Mendoza, entre fincas y cauces secos, y respondió con la comodidad de siempre gracias a su suspensión trasera multilink.</p>
<ul><li>Motor 2.3 biturbo diésel de 190 CV</li><li>Caja automática de 7 velocidades</li><li>Tracción 4x4 con reductora</li></ul>
<p><img src="/media/news/frontier-pro4x.svg" alt="Nissan Frontier PRO-4X" width="1200" height="675"></p>
<p>Conocé el precio en <a href="/vehiculos-0km/nissan">el catálogo de Nissan</a>.</p>`,
    'https://www.piedemonte.example/novedades/frontier-pro4x',
  ),
  newsItem(
    9,
    5,
    'Comunidad',
    '2026-08-19',
    `${group.shortName} recibió su tercer premio Club del Presidente`,
    ['club-del-presidente'],
    `<p>Por tercera vez, ${group.name} fue distinguida con el <strong>Club del Presidente</strong>, el reconocimiento a la calidad de atención y a la satisfacción de los clientes.</p>
<p>El premio es de todo el equipo: vendedores, asesores de planes, técnicos de taller y administración. Y de cada cliente que nos eligió en estos más de 40 años.</p>
<p><img src="/media/news/club-del-presidente.svg" alt="Club del Presidente" width="1200" height="675"></p>`,
  ),
  // SANITIZER TEST ITEM: this body deliberately contains a <script> element, an onload
  // handler on a real image and a javascript: link (all harmless: they only call alert). Clients must
  // sanitize news HTML before rendering it (DECISIONS, "Catalogue"); a rendered page must
  // not run any of them. Do not "fix" this item.
  newsItem(
    10,
    1,
    'Novedad',
    '2026-09-05',
    'Amarok V6: jornada de manejo en Potrerillos',
    ['amarok-potrerillos'],
    `<p>El {{ends_at}} te invitamos a manejar la <strong>Amarok V6</strong> en un circuito de ripio junto al dique Potrerillos.</p>
<script>alert('xss-script')</script>
<ul><li>Cupos limitados</li><li>Traé tu licencia de conducir vigente</li></ul>
<p><img src="/media/news/amarok-potrerillos.svg" onload="alert('xss-onload')" alt="Amarok en Potrerillos" width="1200" height="675"></p>
<p>Inscribite desde <a href="javascript:alert('xss-link')">este enlace</a> o en <a href="/contacto">nuestra página de contacto</a>.</p>`,
    null,
    { days: 21 },
  ),
];

function story(
  id: number,
  brandId: BrandId,
  category: SeedStory['category_string'],
  title: string,
  slug: string,
): SeedStory {
  return {
    id,
    title,
    brand_id: brandId,
    brand_string: brands[brandId].name,
    category_string: category,
    slug_url: slug,
    video_path: storyVideoPath(slug),
    poster_path: storyPosterPath(slug),
  };
}

export const stories: SeedStory[] = [
  story(1, 1, '0 km', 'Polo GTS en la ruta', 'polo-gts-en-ruta'),
  story(2, 2, '0 km', 'Tracker RS: diseño y tecnología', 'tracker-rs'),
  story(3, 4, '0 km', 'Frontier PRO-4X fuera del asfalto', 'frontier-pro4x'),
  story(4, 1, 'Planes de Ahorro', 'Cómo funciona el plan 70/30', 'autoahorro-70-30'),
  story(5, 2, 'Planes de Ahorro', 'Plan Chevrolet: tu 0km en cuotas', 'plan-chevrolet'),
  story(6, 5, 'Postventa', 'Service express en 60 minutos', 'service-express'),
  story(7, 4, 'Postventa', 'Preparate para el invierno', 'invierno-nissan'),
];

export const popups: SeedPopup[] = [
  {
    id: 1,
    title: 'Reservá tu 0km online',
    image: popupPath,
    url: '/como-reservar',
    text: `Elegí tu unidad, pagá la seña con tarjeta en hasta 3 cuotas y retirala en ${group.shortName}. Si te arrepentís dentro de las 48 horas, te devolvemos el 100 %.`,
  },
];

const highlighted = [101, 104, 106, 201, 203, 402, 404, 604];

export const parameterVehicles: SeedParameterVehicle[] = highlighted.map((id) => {
  const family = familyById(id);
  return {
    brand_id: family.brand_id,
    family_id: family.id,
    family: family.family,
    name: family.name,
    image: family.image,
  };
});

/** Booking price (reservation deposit) per brand, ARS. */
export const bookingPrices: SeedParameters['services'] = {
  '1': { booking_price: 350000 },
  '2': { booking_price: 300000 },
  '4': { booking_price: 320000 },
  '5': { booking_price: 250000 },
  '6': { booking_price: 400000 },
};

/**
 * Contact methods. spec 3: only the first administration entry of the list feeds the
 * header's and the 'Más' menu's call links, so the group's (brand 5: a zoom link and the
 * group's number) comes first. The brands' own administration entries vary in shape on
 * purpose: 1 a skype address, 2 a phone number in zoom_link, 4 no messaging number, 6 a
 * zoom link and a numeric whatsapp_number.
 *
 * Department addresses (services/lead-delivery.ts routes every lead and reservation event
 * by them) vary on purpose too: Volkswagen's sales have their own San Juan address and
 * the group's sales one per branch; Chevrolet's sales CRM reads the ADF document from the
 * email's text; BAIC has no administration address (the group's receives its withdrawal
 * requests); human resources is the group's alone.
 */
export const departmentContacts: SeedDepartmentContact[] = [
  { brand_id: 5, department: 'administration', zoom_link: 'https://zoom.us/j/84512093377', whatsapp_number: group.whatsappNumber, email: 'administracion@piedemonte.example' },
  { brand_id: 1, department: 'sales', zoom_link: 'https://zoom.us/j/81234560011', whatsapp_number: '5492615552151', email: 'ventas.vw@piedemonte.example', site_emails: [{ site: 'San Juan', email: 'ventas.vw.sanjuan@piedemonte.example' }] },
  { brand_id: 1, department: 'plans', zoom_link: 'https://zoom.us/j/81234560012', whatsapp_number: '5492615552152', email: 'planes.vw@piedemonte.example' },
  { brand_id: 1, department: 'services', zoom_link: null, whatsapp_number: '5492615552153', email: 'postventa.vw@piedemonte.example' },
  { brand_id: 1, department: 'administration', zoom_link: 'skype:piedemonte.vw.administracion?call', whatsapp_number: '5492615552154', email: 'administracion.vw@piedemonte.example' },
  { brand_id: 2, department: 'sales', zoom_link: 'https://zoom.us/j/81234560021', whatsapp_number: '5492615552161', email: 'ventas.chevrolet@piedemonte.example', adf_in_body: true },
  { brand_id: 2, department: 'plans', zoom_link: null, whatsapp_number: '5492615552162', email: 'planes.chevrolet@piedemonte.example' },
  { brand_id: 2, department: 'services', zoom_link: null, whatsapp_number: '5492605554411', email: 'postventa.chevrolet@piedemonte.example' },
  { brand_id: 2, department: 'administration', zoom_link: '+542615552160', whatsapp_number: '5492615552164', email: 'administracion.chevrolet@piedemonte.example' },
  { brand_id: 4, department: 'sales', zoom_link: 'https://zoom.us/j/81234560041', whatsapp_number: '5492645557731', email: 'ventas.nissan@piedemonte.example' },
  { brand_id: 4, department: 'plans', zoom_link: null, whatsapp_number: '5492645557732', email: 'planes.nissan@piedemonte.example' },
  { brand_id: 4, department: 'services', zoom_link: null, whatsapp_number: '5492645557733', email: 'postventa.nissan@piedemonte.example' },
  { brand_id: 4, department: 'administration', zoom_link: 'https://zoom.us/j/81234560044', whatsapp_number: null, email: 'administracion.nissan@piedemonte.example' },
  { brand_id: 5, department: 'sales', zoom_link: 'https://zoom.us/j/84512093370', whatsapp_number: group.whatsappNumber, email: 'ventas@piedemonte.example', site_emails: [{ site: 'San Rafael', email: 'ventas.sanrafael@piedemonte.example' }, { site: 'San Juan', email: 'ventas.sanjuan@piedemonte.example' }] },
  { brand_id: 5, department: 'plans', zoom_link: null, whatsapp_number: '5492615552170', email: 'planes@piedemonte.example' },
  { brand_id: 5, department: 'services', zoom_link: null, whatsapp_number: '5492615552171', email: 'postventa@piedemonte.example' },
  { brand_id: 5, department: 'human_resources', zoom_link: null, whatsapp_number: null, email: 'rrhh@piedemonte.example' },
  { brand_id: 6, department: 'sales', zoom_link: 'https://zoom.us/j/81234560061', whatsapp_number: '5492615552181', email: 'ventas.baic@piedemonte.example' },
  { brand_id: 6, department: 'services', zoom_link: null, whatsapp_number: '5492615552183', email: 'postventa.baic@piedemonte.example' },
  { brand_id: 6, department: 'administration', zoom_link: 'https://zoom.us/j/81234560064', whatsapp_number: 5492615552184 },
]; // prettier-ignore

/** The contact methods of the public parameters (no department addresses, no hr). */
export const contactMethods: SeedContactMethod[] = publicContactMethods(departmentContacts);

export const salesmen: SeedSalesman[] = [
  { id: 1, brand_id: 1, fullname: 'Mariana Quiroga', zoom_link: 'https://zoom.us/j/82200000101', whatsapp_number: '5492615552201' },
  { id: 2, brand_id: 1, fullname: 'Federico Lucero', zoom_link: 'https://zoom.us/j/82200000102', whatsapp_number: '5492615552202' },
  { id: 3, brand_id: 1, fullname: 'Sofía Agüero', zoom_link: null, whatsapp_number: '5492605554402' },
  { id: 4, brand_id: 2, fullname: 'Julián Funes', zoom_link: 'https://zoom.us/j/82200000201', whatsapp_number: '5492615552211' },
  { id: 5, brand_id: 2, fullname: 'Carolina Ortiz', zoom_link: 'https://zoom.us/j/82200000202', whatsapp_number: '5492645557741' },
  { id: 6, brand_id: 2, fullname: 'Matías Videla', zoom_link: null, whatsapp_number: '5492615552213' },
  { id: 7, brand_id: 4, fullname: 'Luciana Pereyra', zoom_link: 'https://zoom.us/j/82200000401', whatsapp_number: '5492615552221' },
  { id: 8, brand_id: 4, fullname: 'Diego Sosa', zoom_link: 'https://zoom.us/j/82200000402', whatsapp_number: null },
  { id: 9, brand_id: 6, fullname: 'Agustina Moyano', zoom_link: 'https://zoom.us/j/82200000601', whatsapp_number: '5492615552231' },
  { id: 10, brand_id: 6, fullname: 'Nicolás Arancibia', zoom_link: null, whatsapp_number: '5492645557751' },
  { id: 11, brand_id: 5, fullname: 'Valeria Correa', zoom_link: 'https://zoom.us/j/82200000501', whatsapp_number: '5492615552241' },
  { id: 12, brand_id: 5, fullname: 'Santiago Ponce', zoom_link: null, whatsapp_number: '5492605554421' },
]; // prettier-ignore

export const parameters: SeedParameters = {
  banners,
  news,
  stories,
  popups,
  vehicles: parameterVehicles,
  services: bookingPrices,
  contact_methods: contactMethods,
  salesmen,
};
