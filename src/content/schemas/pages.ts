import { z } from 'zod';
import { described, template } from './template.ts';

/**
 * A page's head: its title (the browser tab and search results; the layout adds the site name), its short label
 * (menus, breadcrumbs, the sitemap), its search description and its keywords.
 */
export const pageHead = z
  .object({
    title: z.string().min(5).max(70),
    label: z.string().min(2).max(40),
    description: z.string().min(50).max(170),
    keywords: z.array(z.string().min(2)).min(3).max(12),
  })
  .strict();

/** The head of every page an area has (an installer page, an area page): `{area}` is put in per area. */
const areaPageHead = z
  .object({
    // Short enough that the layout's " | site name" suffix keeps the whole title within 70 characters.
    title: template(['area'], { min: 5, max: 50 }),
    keywords: z
      .array(template(['area'], { min: 2, max: 60 }))
      .min(3)
      .max(12),
  })
  .strict();

/** The head of every project page: `{project}` is its title, `{place}` where it is (a keyword left blank without one). */
const projectPageHead = z
  .object({
    title: template(['project'], { min: 5, max: 60 }),
    keywords: z
      .array(template(['project', 'place'], { min: 2, max: 60 }))
      .min(2)
      .max(8),
  })
  .strict();

export type ProjectPageHead = z.infer<typeof projectPageHead>;

/** The head of the projects page filtered by one service (`{service}`) or one area (`{area}`). */
const projectFilterHead = (slot: 'service' | 'area') =>
  z
    .object({
      title: template([slot], { min: 5, max: 55 }),
      label: template([slot], { min: 2, max: 40 }),
      description: template([slot], { min: 50, max: 150 }),
      keywords: z
        .array(template([slot], { min: 2, max: 60 }))
        .min(3)
        .max(8),
    })
    .strict();

export type ProjectFilterHead = z.infer<ReturnType<typeof projectFilterHead>>;

export type AreaPageHead = z.infer<typeof areaPageHead>;

/** src/content/pages.yaml: the head of each page that is not a service or an area (those keep theirs in their file). */
export const pagesFile = z
  .object({
    home: pageHead,
    about: pageHead,
    services: pageHead,
    installers: pageHead,
    installerPage: areaPageHead,
    comparisons: pageHead,
    locations: pageHead,
    areaPage: areaPageHead,
    projectPage: described(
      projectPageHead,
      'A project’s page: in curly brackets, project is its title in the projects and place its place; its description is the project’s own, and its features are added to the keywords.',
    ),
    projects: pageHead,
    projectsByService: described(
      projectFilterHead('service'),
      'The projects of one service: service, in curly brackets, is the service’s name.',
    ),
    projectsByArea: described(
      projectFilterHead('area'),
      'The projects in one area: area, in curly brackets, is the area’s name.',
    ),
    benefits: pageHead,
    calculator: pageHead,
    caseStudies: pageHead,
    contact: pageHead,
    quote: pageHead,
    survey: pageHead,
    resources: pageHead,
    privacy: pageHead,
    terms: pageHead,
    sitemap: pageHead,
  })
  .strict();
