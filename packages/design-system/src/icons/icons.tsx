import { createIcon } from './createIcon';

export const IconPhone = createIcon(
  'IconPhone',
  <path d="M5 3.5h3.2l1.6 4.3-2.1 1.4a11 11 0 0 0 7.1 7.1l1.4-2.1 4.3 1.6V19a1.5 1.5 0 0 1-1.6 1.5A16.5 16.5 0 0 1 3.5 5.1 1.5 1.5 0 0 1 5 3.5z" />,
);

/** A chat bubble with a handset, for the messaging-app contact. */
export const IconMessaging = createIcon(
  'IconMessaging',
  <>
    <path d="M3.5 20.5l1.3-4.2a8.5 8.5 0 1 1 3.3 3z" />
    <path
      d="M9.2 8.2h1.3l.7 1.8-.9.6a4.6 4.6 0 0 0 3 3l.6-.9 1.8.7v1.3a.7.7 0 0 1-.7.7 6.6 6.6 0 0 1-6.5-6.5.7.7 0 0 1 .7-.7z"
      strokeWidth={1.2}
    />
  </>,
);

export const IconVideoCall = createIcon(
  'IconVideoCall',
  <>
    <rect x="2.5" y="6" width="13" height="12" rx="2" />
    <path d="M15.5 10.5l6-3.5v10l-6-3.5z" />
  </>,
);

export const IconMail = createIcon(
  'IconMail',
  <>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="M3.5 7l8.5 6 8.5-6" />
  </>,
);

export const IconUser = createIcon(
  'IconUser',
  <>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21a8 8 0 0 1 16 0" />
  </>,
);

export const IconArrowLeft = createIcon('IconArrowLeft', <path d="M19 12H5m6-6-6 6 6 6" />);

export const IconClose = createIcon('IconClose', <path d="M6 6l12 12M18 6 6 18" />);

export const IconChevronDown = createIcon('IconChevronDown', <path d="m6 9 6 6 6-6" />);
export const IconChevronUp = createIcon('IconChevronUp', <path d="m6 15 6-6 6 6" />);
export const IconChevronLeft = createIcon('IconChevronLeft', <path d="m15 6-6 6 6 6" />);
export const IconChevronRight = createIcon('IconChevronRight', <path d="m9 6 6 6-6 6" />);

export const IconMenu = createIcon('IconMenu', <path d="M4 6h16M4 12h16M4 18h16" />);

export const IconHome = createIcon(
  'IconHome',
  <path d="M3 11 12 4l9 7v9a1 1 0 0 1-1 1h-5v-6H9v6H4a1 1 0 0 1-1-1z" />,
);

export const IconCar = createIcon(
  'IconCar',
  <>
    <path d="M3 13 5.1 7.4A2 2 0 0 1 7 6h10a2 2 0 0 1 1.9 1.4L21 13v4a1 1 0 0 1-1 1h-1.5M5.5 18H4a1 1 0 0 1-1-1v-4h18M9.5 18h5" />
    <circle cx="7.5" cy="18" r="2" />
    <circle cx="16.5" cy="18" r="2" />
  </>,
);

export const IconTag = createIcon(
  'IconTag',
  <>
    <path d="M20.6 13.4 13.4 20.6a2 2 0 0 1-2.8 0L3 13V3h10l7.6 7.6a2 2 0 0 1 0 2.8z" />
    <circle cx="7.5" cy="7.5" r="1.5" />
  </>,
);

export const IconCalendar = createIcon(
  'IconCalendar',
  <>
    <rect x="3" y="5" width="18" height="16" rx="2" />
    <path d="M16 3v4M8 3v4M3 10h18" />
  </>,
);

export const IconMore = createIcon(
  'IconMore',
  <>
    <circle cx="5" cy="12" r="1.5" fill="currentColor" />
    <circle cx="12" cy="12" r="1.5" fill="currentColor" />
    <circle cx="19" cy="12" r="1.5" fill="currentColor" />
  </>,
);

export const IconCheck = createIcon('IconCheck', <path d="m5 12.5 4.5 4.5L19 7" />);

export const IconExternal = createIcon(
  'IconExternal',
  <path d="M14 4h6v6m0-6-9 9m7 1v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />,
);

export const IconInfo = createIcon(
  'IconInfo',
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 11v6m0-9.5v.5" />
  </>,
);

export const IconWrench = createIcon(
  'IconWrench',
  <path d="M14.7 6.3a1 1 0 0 0 0 1.4l1.6 1.6a1 1 0 0 0 1.4 0l3.8-3.8a6 6 0 0 1-7.9 7.9l-6.9 6.9a2.1 2.1 0 0 1-3-3l6.9-6.9a6 6 0 0 1 7.9-7.9z" />,
);

export const IconAlert = createIcon(
  'IconAlert',
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v6m0 3.5v.5" />
  </>,
);
