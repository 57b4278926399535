// spec 9: "banner slide offset 75 percent".
export const CAROUSEL_SLIDE_OFFSET_PERCENT = 75;

// spec 9: "breadcrumb text limit 140 characters".
export const HERO_TEXT_LIMIT = 140;

/**
 * A modal header's vehicle picture width: the themes' `size.vehicleImage`, and the picture's
 * `sizes`. Here, among constants that import nothing, so the header's code does not bring the
 * theme scale and the font metrics it computes with.
 */
export const vehicleImageWidth = '160px';
