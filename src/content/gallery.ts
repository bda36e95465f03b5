import { readYaml } from './load.ts';
import { fill } from '../lib/templates.ts';
import { areas } from './areas/index.ts';
import { galleryFile } from './schemas/gallery.ts';

export * from './schemas/gallery.ts';

/**
 * The gallery's projects as the pages show them: each one's place is written once in gallery.yaml (an area, or a
 * place the site has no area for) and named with its title as the file's `name` says ("Georgian sash, Kensington"); its photo and measured
 * levels, each an on/off part in the file, are blank or undefined where it has none.
 */
const file = readYaml('gallery.yaml', galleryFile);

/** Each project with its area, when its place is one: none for an area with no file (removed or renamed in the editor). */
const located = file.gallery.map((project, i) => ({
  project,
  i,
  area: project.place.kind === 'area' ? areas.find((a) => a.slug === project.place.value) : undefined,
}));
const unplaced = ({ project, area }: (typeof located)[number]) => project.place.kind === 'area' && !area;

/**
 * Projects whose area has no file: each is left out until its place is picked again, rather than shown at a wrong
 * place, and `npm run launch-check` names it.
 */
export const unplacedProjects = located
  .filter(unplaced)
  .map(
    ({ project, i }) =>
      `src/content/gallery.yaml: gallery.${i} (${project.title}): area "${String(project.place.value)}" is no area file: the project is left out until its place is picked again`,
  );

export const gallery = located
  .filter((entry) => !unplaced(entry))
  .map(({ project, area }) => {
    const place = area?.name ?? project.place.value;
    const { photo, measured, ...rest } = project;
    return {
      ...rest,
      title: fill(file.name, { title: project.title, place }),
      place,
      area: area?.slug,
      photo: photo?.image ?? '',
      photoAlt: photo?.alt ?? '',
      beforePhoto: photo?.before ?? '',
      dbBefore: measured?.before,
      dbAfter: measured?.after,
    };
  });

export type Project = (typeof gallery)[number];

/** A project's picture: its photo where the business has added one, else its illustration. */
export const projectPicture = (p: Project) => ({
  image: p.photo || p.image,
  width: p.width,
  height: p.height,
  alt: p.photo ? p.photoAlt : p.alt,
});

/** The id of a project's card title on the home page. */
export const projectAnchor = (slug: string) => `project-${slug}`;
