/** spec 2.2 mobile bottom bar: Inicio, 0km, Ofertas, Planes and 'Más' with its full-screen menu. */
import { routes } from '@territorio/api-client/core';
import {
  BottomTabBar,
  IconCalendar,
  IconCar,
  IconHome,
  IconMessaging,
  IconPhone,
  IconTag,
  IconVideoCall,
  IconWrench,
  IconMail,
  IconExternal,
} from '@territorio/design-system';
import type { MoreMenuEntry } from '@territorio/design-system';
import { group } from '@territorio/site-config';
import { useLocation } from 'react-router';
import { useLoadedShellParameters } from '../app/shellData';
import { moreMenuEntries } from './navigation';
import type { MoreEntry } from './navigation';
import { activeSection, sectionNumbers } from './sections';

function iconFor(entry: MoreEntry) {
  switch (entry.kind) {
    case 'zoom':
    case 'skype':
      return <IconVideoCall />;
    case 'phone':
      return <IconPhone />;
    case 'messaging':
      return <IconMessaging />;
    case 'page':
      return entry.href === routes.postventa ? <IconWrench /> : <IconMail />;
    case 'external':
      return <IconExternal />;
  }
}

export function MobileNav() {
  const { pathname } = useLocation();
  const section = activeSection(pathname);
  const methods = useLoadedShellParameters()?.contact_methods;
  const entries: MoreMenuEntry[] = moreMenuEntries(methods).map((entry) => ({
    label: entry.label,
    href: entry.href,
    external: entry.external,
    icon: iconFor(entry),
  }));

  return (
    <BottomTabBar
      label="Navegación móvil"
      moreTitle={`Más de ${group.name}`}
      moreEntries={entries}
      tabs={[
        {
          label: 'Inicio',
          href: routes.home,
          icon: <IconHome />,
          isActive: pathname === routes.home,
        },
        {
          label: '0km',
          href: routes.families,
          icon: <IconCar />,
          isActive: section === sectionNumbers.vehicles,
        },
        {
          label: 'Ofertas',
          href: routes.offers,
          icon: <IconTag />,
          isActive: section === sectionNumbers.opportunities,
        },
        {
          label: 'Planes',
          href: routes.savingPlans,
          icon: <IconCalendar />,
          isActive: section === sectionNumbers.savingPlans,
        },
      ]}
    />
  );
}
