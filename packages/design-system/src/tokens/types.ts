/** The names of the brand themes. Spec 3: 'chevrolet' and 'volkswagen' use the style names 'gm' and 'vw'. */
export const themeNames = ['vw', 'gm', 'nissan', 'baic', 'group'] as const;
export type ThemeName = (typeof themeNames)[number];

export type ColorTokens = {
  /** Brand areas (header, hero band). */
  brand: string;
  /** Text and icons on `brand`. */
  brandContrast: string;
  /** Primary action background. */
  action: string;
  actionHover: string;
  /** Text on `action` and `actionHover`. */
  actionText: string;
  /** Outline of actions, selected-state indicators; 3:1 against the surfaces. */
  actionBorder: string;
  link: string;
  linkHover: string;
  surface: string;
  surfaceAlt: string;
  text: string;
  textMuted: string;
  /** Form control borders (3:1 against the surfaces, WCAG 1.4.11). */
  border: string;
  /** Decorative dividers only. */
  borderSubtle: string;
  focus: string;
  /** Error text and borders on the surfaces. */
  critical: string;
  /** Text on `critical`. */
  criticalText: string;
  /** Discount text on the surfaces. */
  positive: string;
  /** Text on `positive`. */
  positiveText: string;
  disabled: string;
  disabledText: string;
  /** Backdrop behind dialogs. */
  overlay: string;
};

export type ThemeTokens = {
  color: ColorTokens;
  font: {
    family: string;
    weight: { regular: string; medium: string; strong: string };
    /** Letter spacing for small upper-case labels. */
    trackingCaps: string;
  };
  fontSize: {
    xsmall: string;
    small: string;
    standard: string;
    large: string;
    xlarge: string;
    xxlarge: string;
    /** A financing plan's CFTEA: at least five times `xsmall`, the size of its TNA. */
    legalHighlight: string;
  };
  lineHeight: { tight: string; standard: string };
  space: {
    none: string;
    xxsmall: string;
    xsmall: string;
    small: string;
    medium: string;
    large: string;
    xlarge: string;
    xxlarge: string;
  };
  radius: {
    none: string;
    small: string;
    medium: string;
    large: string;
    full: string;
    button: string;
  };
  shadow: { small: string; medium: string; large: string };
  border: { standard: string; large: string; focus: string; focusOffset: string };
  motion: {
    duration: { fast: string; standard: string; slow: string; spin: string };
    easing: { standard: string };
  };
  zIndex: { raised: string; dropdown: string; sticky: string; overlay: string; modal: string };
  size: {
    touchTarget: string;
    iconSmall: string;
    iconStandard: string;
    iconLarge: string;
    loaderSmall: string;
    loaderStandard: string;
    dot: string;
    stepMarker: string;
    contentWidth: string;
    modalWidth: string;
    listboxMaxHeight: string;
    textareaMinHeight: string;
    heroMinHeight: string;
    vehicleImage: string;
  };
};
