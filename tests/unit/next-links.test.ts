// Over the built pages: links that answer a visitor's next question, in the page's own text (not the header or
// footer): each service page links its guide and its project; each installer page a project near it (or the case
// study) and the comparison guide; the home and contact pages link /about.
import { describe, expect, it } from 'vitest';
import { areas } from '../../src/content/areas/index.ts';
import { projectsIn } from '../../src/content/projects.ts';
import { relatedProject } from '../../src/content/serviceProject.ts';
import { services } from '../../src/content/services.ts';
import { fill, words } from '../../src/content/interface.ts';
import { familyPath, paths, servicePath } from '../../src/paths.ts';
import { builtPage } from './support/builtPage.ts';

const mainLinks = (route: string) => builtPage(route).links(builtPage(route).main);

describe('links that help', () => {
  it.each(services.map((s) => [s.slug, s] as const))('%s: its guide and its project', (slug, service) => {
    const hrefs = mainLinks(servicePath(slug)).map((l) => l.href);
    expect(hrefs).toContain(service.resource.href);
    expect(hrefs).toContain(relatedProject(service).href);
  });

  it.each(areas.map((a) => [a.slug, a] as const))(
    '%s installer page: a project near it (or the case study) and the comparison guide',
    (slug, area) => {
      const links = mainLinks(familyPath('installer', slug));
      const own = projectsIn(slug)[0];
      // A page listing the area's projects itself (no /areas page) links each there already.
      if (!own)
        expect(links).toContainEqual(
          expect.objectContaining({ href: paths.caseStudies, text: words.areaPages.caseStudyLink }),
        );
      else if (area.areaPage)
        expect(links).toContainEqual(
          expect.objectContaining({
            href: own.href,
            text: fill(words.areaPages.projectLink, { project: own.title }),
          }),
        );
      else expect(links.map((l) => l.href)).toContain(own.href);
      expect(links).toContainEqual(
        expect.objectContaining({ href: paths.comparisons, text: words.areaPages.guideLink }),
      );
    },
  );

  it.each([paths.home, paths.contact])('%s links /about in its own text', (route) => {
    expect(mainLinks(route)).toContainEqual(
      expect.objectContaining({ href: paths.about, text: words.actions.about }),
    );
  });
});
