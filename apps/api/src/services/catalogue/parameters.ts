/**
 * spec 7.1 parameter and service categories: the site's content the staff left switched
 * on, without what ended before the day (news, popups and banners past their `ends_at`),
 * and each brand's deposit.
 */
import {
  departmentSchema,
  isCurrent,
  type parametersSchema,
  type serviceCategorySchema,
} from '@territorio/api-client';
import type { z } from 'zod';
import type { Db } from '../../db/schema';
import { enabledContent } from '../../repositories/content';
import { bookingPrices } from '../pricing/rates';

type ParametersWire = z.input<typeof parametersSchema>;
type ServiceCategoryWire = z.input<typeof serviceCategorySchema>;
type ContactMethodWire = NonNullable<ParametersWire['contact_methods']>[number];

/** A stored contact method: the public fields plus the department's addresses. */
type StoredContactMethod = Omit<ContactMethodWire, 'department'> & { department: string };

const publicDepartments: readonly string[] = departmentSchema.options;

/**
 * The items of `kind` the public site shows: those the staff switched off are left out,
 * and so is anything whose `ends_at` day (inclusive) has passed on `today`.
 */
async function contentOf<T>(db: Db, kind: string, today: string): Promise<T[]> {
  const items = await enabledContent(db, kind);
  return items
    .map((data) => JSON.parse(data) as T & { ends_at?: string | null })
    .filter((item) => isCurrent({ valid_until: item.ends_at ?? null }, today));
}

/**
 * The contact methods as the public contract has them: the departments' email addresses
 * (`email`, `site_emails`, `adf_in_body`) stay with the dealership, and departments the
 * public site has no place for (human resources) are left out.
 */
export function publicContactMethods(stored: readonly StoredContactMethod[]): ContactMethodWire[] {
  return stored
    .filter((method) => publicDepartments.includes(method.department))
    .map((method) => ({
      brand_id: method.brand_id,
      department: method.department as ContactMethodWire['department'],
      zoom_link: method.zoom_link ?? null,
      whatsapp_number: method.whatsapp_number ?? null,
    }));
}

export async function parameters(db: Db, today: string): Promise<ParametersWire> {
  const [banners, news, stories, popups, vehicles, contactMethods, salesmen, services] =
    await Promise.all([
      contentOf<NonNullable<ParametersWire['banners']>[number]>(db, 'banner', today),
      contentOf<NonNullable<ParametersWire['news']>[number]>(db, 'news', today),
      contentOf<NonNullable<ParametersWire['stories']>[number]>(db, 'story', today),
      contentOf<NonNullable<ParametersWire['popups']>[number]>(db, 'popup', today),
      contentOf<NonNullable<ParametersWire['vehicles']>[number]>(db, 'vehicle', today),
      contentOf<StoredContactMethod>(db, 'contact_method', today),
      contentOf<NonNullable<ParametersWire['salesmen']>[number]>(db, 'salesman', today),
      bookingPrices(db),
    ]);
  return {
    banners,
    news,
    stories,
    popups,
    vehicles,
    services,
    contact_methods: publicContactMethods(contactMethods),
    salesmen,
  };
}

export function serviceCategories(db: Db, today: string): Promise<ServiceCategoryWire[]> {
  return contentOf<ServiceCategoryWire>(db, 'service_category', today);
}
