import { ArrowRight } from 'lucide-react';
import type { Project } from '../../content/gallery.ts';
import type { projectLinks } from '../../content/projects.ts';
import { fill, words } from '../../content/interface.ts';
import type { Drawing, ProjectCardItem, ProjectPictures } from '../../content/projectPictures.ts';
import { priceRangeText } from '../../lib/prices.ts';
import { paths } from '../../paths.ts';
import { PageIntro } from '../ui/PageIntro.tsx';
import { Section } from '../ui/Section.tsx';
import { TagList } from '../ui/TagList.tsx';
import { CallToAction } from '../sections/CallToAction.tsx';
import { MeasuredLevels } from '../sections/RelatedProjectCard.tsx';
import { ProjectCards } from './ProjectCard.tsx';
import { ProjectPicture } from './ProjectPicture.tsx';

const t = words.projectPages;

interface Props {
  project: Project;
  pictures: ProjectPictures;
  /** The illustration's drawing, drawn inline; none for a photo. */
  drawing?: Drawing;
  links: ReturnType<typeof projectLinks>;
  /** Projects of the same service or area, as cards. */
  neighbours: ProjectCardItem[];
}

/** The client's words about the work, where the business has them; a sample is marked as one. */
function ClientWords({ words: client }: { words: NonNullable<Project['clientWords']> }) {
  return (
    <figure className="mt-8 rounded-card border-l-4 border-brass-500 bg-stone-50 p-5">
      <h3 className="text-xl font-semibold">{t.clientWords}</h3>
      <blockquote className="mt-2 text-lg leading-relaxed">
        <p>{client.text}</p>
      </blockquote>
      <figcaption className="mt-2 font-semibold">
        {client.name}
        {client.sample && (
          <span className="mt-2 block text-sm font-normal">
            <span className="rounded bg-white px-2 py-0.5 font-semibold">{words.proof.sampleReview}</span>{' '}
            {words.proof.sampleNote}
          </span>
        )}
      </figcaption>
    </figure>
  );
}

/** What the business recorded of a project, the facts it has given only. */
function ProjectFacts({ project }: { project: Project }) {
  const facts = [
    { label: t.place, value: project.place },
    { label: t.propertyType, value: project.propertyType },
    { label: t.windowsFitted, value: project.windowsFitted?.toString() ?? '' },
    { label: t.duration, value: project.duration ?? '' },
    {
      label: t.costBand,
      // Lower figure first, whichever way round the editor was given them.
      value: project.costBand
        ? priceRangeText({
            from: Math.min(project.costBand.from, project.costBand.to),
            to: Math.max(project.costBand.from, project.costBand.to),
          })
        : '',
    },
  ].filter((f) => f.value);
  return (
    <dl className="flex flex-wrap gap-x-10 gap-y-3">
      {facts.map((f) => (
        <div key={f.label}>
          <dt className="text-sm font-semibold tracking-wide text-ink-muted uppercase">{f.label}</dt>
          <dd className="mt-0.5 text-lg font-semibold text-ink">{f.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A project's own page: where and what, the problem and the result, its pictures and where to read on. */
export function ProjectPage({ project, pictures, drawing, links, neighbours }: Props) {
  const { dbBefore, dbAfter } = project;
  return (
    <>
      <PageIntro eyebrow={t.eyebrow} title={project.title}>
        <p>{project.description}</p>
      </PageIntro>
      <Section labelledBy="project-facts">
        <div className="grid gap-8 lg:grid-cols-[3fr_2fr] lg:items-start">
          {/* The largest thing in a phone's first viewport: part of the first screen (docs/performance.md). */}
          <div
            data-first-screen=""
            className="overflow-hidden rounded-card border border-stone-200 bg-white shadow-card"
          >
            <ProjectPicture
              title={project.title}
              pictures={pictures}
              drawing={drawing}
              priority
              sizes="(min-width: 64rem) 36rem, 100vw"
            />
            {dbBefore !== undefined && dbAfter !== undefined && (
              <MeasuredLevels measured={[{ before: dbBefore, after: dbAfter, what: project.title }]} />
            )}
          </div>
          <div>
            <h2 id="project-facts" className="text-2xl font-bold">
              {t.factsTitle}
            </h2>
            <div className="mt-4">
              <ProjectFacts project={project} />
            </div>
            <h3 className="mt-6 text-sm font-semibold tracking-wide text-ink-muted uppercase">{t.fitted}</h3>
            <TagList tags={project.features} className="mt-2" />
            <h3 className="mt-8 text-xl font-semibold">{t.problem}</h3>
            <p className="mt-2 text-lg leading-relaxed text-ink-muted">{project.problem}</p>
            <h3 className="mt-6 text-xl font-semibold">{t.result}</h3>
            <p className="mt-2 text-lg leading-relaxed text-ink-muted">{project.result}</p>
            {project.clientWords && <ClientWords words={project.clientWords} />}
            <ul className="mt-8 grid gap-2">
              {[
                { href: paths.projects, label: t.allProjects },
                { href: links.service.href, label: fill(t.serviceLink, { service: links.service.title }) },
                ...(links.area
                  ? [
                      {
                        href: links.area.href,
                        label: fill(words.areaPages.areaLink, { area: links.area.name }),
                      },
                    ]
                  : []),
              ].map((link) => (
                <li key={link.href}>
                  <a
                    href={link.href}
                    className="inline-flex min-h-11 items-center gap-2 font-semibold text-brand-700 underline underline-offset-4"
                  >
                    {link.label}
                    <ArrowRight aria-hidden="true" className="size-4 shrink-0 text-brass-700" />
                  </a>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </Section>
      {neighbours.length > 0 && (
        <Section tone="stone" labelledBy="project-neighbours">
          <h2 id="project-neighbours" className="text-2xl font-bold">
            {t.neighbours}
          </h2>
          <div className="mt-6">
            <ProjectCards items={neighbours} headingLevel={3} />
          </div>
        </Section>
      )}
      <CallToAction
        title={t.closingTitle}
        text={t.closingText}
        quote={{ href: paths.quote, label: words.actions.quote }}
      />
    </>
  );
}
