import { areas } from './areas/index.ts';
import { gallery, type Project } from './gallery.ts';
import { getService } from './services.ts';
import { familyPath, projectPath, servicePath } from '../paths.ts';

/** Whether a project is in an area: its place or its title ("Georgian sash, Kensington") names it. */
const isIn = (project: Project, areaName: string) =>
  project.place === areaName || project.title.endsWith(`, ${areaName}`);

/** The area a project is in (one of src/content/areas/), if the site has an /areas page for it. */
export function projectArea(project: Project) {
  const area = areas.find((a) => isIn(project, a.name));
  return area?.areaPage
    ? { slug: area.slug, name: area.name, href: familyPath('area', area.slug) }
    : undefined;
}

/** Where a project's page leads: the service it shows at work, and its area's page where there is one. */
export function projectLinks(project: Project) {
  const service = getService(project.service);
  return {
    service: { href: servicePath(service.slug), title: service.title },
    area: projectArea(project),
  };
}

/** Every project with its page's path, in the gallery's order. */
export const projects = gallery.map((project) => ({ ...project, href: projectPath(project.slug) }));

/** The projects in an area, each with its page's path. */
export const projectsIn = (areaName: string) => projects.filter((p) => isIn(p, areaName));
