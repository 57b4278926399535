// spec 9: "banner slide offset 75 percent".
export const CAROUSEL_SLIDE_OFFSET_PERCENT = 75;

// spec 9: "breadcrumb text limit 140 characters".
export const HERO_TEXT_LIMIT = 140;
