/** A page's social image: made at build (src/pages/og/[...page].png.ts), 1200x630, Open Graph's large card. */
export const socialImageSize = { width: 1200, height: 630 } as const;

/** The folder the build writes the social images to. */
export const socialImageFolder = '/og';

/** The one figure a page's social image shows beside its title: "78%" over "noise reduction in Chelsea". */
export interface SocialFigure {
  value: string;
  label: string;
}

/** What a page's social image shows. */
export interface SocialCard {
  title: string;
  figure: SocialFigure;
}

/** A page's path → its image's name under /og: `/` is `home`, `/services/thermal-insulation` keeps its folders. */
export const socialImageName = (path: string) => (path === '/' ? 'home' : path.replace(/^\//, ''));

/** `/og/services/thermal-insulation.png`: where a page's social image is served. */
export const socialImagePath = (path: string) => `${socialImageFolder}/${socialImageName(path)}.png`;

/** The image's alt text: what it shows, in the order it shows it. */
export const socialImageAlt = (brand: string, { title, figure }: SocialCard) =>
  `${brand}: ${title}. ${figure.value} ${figure.label}`;

/** The head's image for a page (its path and card). */
export const socialImage = (path: string, brand: string, card: SocialCard) => ({
  path: socialImagePath(path),
  ...socialImageSize,
  alt: socialImageAlt(brand, card),
});
