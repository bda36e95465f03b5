import { areas } from './areas/index.ts';
import { services } from './services.ts';
import { homeStats } from './stats.ts';
import { words } from './interface.ts';
import { pounds } from '../lib/prices.ts';
import { familyPath, servicePath } from '../paths.ts';
import type { SocialCard, SocialFigure } from '../lib/seo/socialImage.ts';

/** The figure every page without one of its own shows: the home page's first stat (noise reduction). */
const siteFigure: SocialFigure = { value: homeStats[0]!.value, label: homeStats[0]!.label.toLowerCase() };

const reduction = (percent: number, area: string): SocialFigure => ({
  value: `${percent}%`,
  label: `${words.areaPages.reductionLabel.toLowerCase()} in ${area}`,
});

/** Page path → its own figure: a service's from-price, an area page's average noise reduction. */
const pageFigures = new Map<string, SocialFigure>([
  ...services.flatMap((s): [string, SocialFigure][] => {
    if (s.price === undefined || s.unit === undefined) return [];
    return [[servicePath(s.slug), { value: `from ${pounds(s.price)}`, label: `per ${s.unit}` }]];
  }),
  ...areas.flatMap((a): [string, SocialFigure][] => [
    [familyPath('installer', a.slug), reduction(a.installer.figures.reduction, a.name)],
    ...(a.areaPage
      ? [
          [familyPath('area', a.slug), reduction(a.areaPage.figures.reduction, a.name)] as [
            string,
            SocialFigure,
          ],
        ]
      : []),
  ]),
]);

/** What a page's social image shows: its title and one figure from the content. */
export const socialCardFor = ({ path, title }: { path: string; title: string }): SocialCard => ({
  title,
  figure: pageFigures.get(path) ?? siteFigure,
});
