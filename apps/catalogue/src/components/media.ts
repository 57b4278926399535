/** Intrinsic sizes of the media the API serves (width/height attributes avoid layout shift). */
export const imageSizes = {
  vehicle: { width: 640, height: 260 },
  banner: { width: 1600, height: 600 },
  news: { width: 1200, height: 675 },
  story: { width: 360, height: 640 },
  popup: { width: 600, height: 600 },
  brandLogo: { width: 160, height: 64 },
} as const;
