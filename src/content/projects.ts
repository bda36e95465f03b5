import { areas, pageOf } from './areas/index.ts';
import { gallery, type Project } from './gallery.ts';
import { getService } from './services.ts';
import { projectPath, servicePath } from '../paths.ts';

/** The area a project is in (its place, when that is one of src/content/areas/), with its /areas page (or its installer page where it has none). */
export function projectArea(project: Project) {
  const area = areas.find((a) => a.slug === project.area);
  return area && { slug: area.slug, name: area.name, href: pageOf('area', area) };
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

/** The projects in an area (its slug), each with its page's path. */
export const projectsIn = (areaSlug: string) => projects.filter((p) => p.area === areaSlug);
