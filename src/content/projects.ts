import { areas, pageOf } from './areas/index.ts';
import { gallery, type Project } from './gallery.ts';
import { getService, services } from './services.ts';
import { projectFilterPath, projectPath, servicePath } from '../paths.ts';

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

/** The services with at least one project, each with its projects page (/projects/service/…), in services.yaml's order. */
export const projectServices = services
  .map((service) => ({
    slug: service.slug,
    name: service.title,
    href: projectFilterPath('service', service.slug),
    projects: projects.filter((p) => p.service === service.slug),
  }))
  .filter((s) => s.projects.length > 0);

/** The areas with at least one project, each with its projects page (/projects/area/…), in the areas' order. */
export const projectAreas = areas
  .map((area) => ({
    slug: area.slug,
    name: area.name,
    href: projectFilterPath('area', area.slug),
    projects: projectsIn(area.slug),
  }))
  .filter((a) => a.projects.length > 0);

/** A project's neighbours: the other projects of its service, then those in its area, at most `count`. */
export function projectNeighbours(project: Project, count = 3) {
  const others = projects.filter((p) => p.slug !== project.slug);
  const sameService = others.filter((p) => p.service === project.service);
  const sameArea = others.filter(
    (p) => project.area && p.area === project.area && p.service !== project.service,
  );
  return [...sameService, ...sameArea].slice(0, count);
}

/** What a project's card says of it: place, property, service and windows fitted (each only where it is known). */
export function projectCardFacts(project: Project) {
  return {
    place: project.place,
    propertyType: project.propertyType,
    service: getService(project.service).title,
    windowsFitted: project.windowsFitted,
  };
}
