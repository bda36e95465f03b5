import { ArrowRight } from 'lucide-react';
import type { RelatedProject } from '../../content/serviceProject.ts';
import { servicePage } from '../../content/servicePage.ts';
import { SiteImage, type SiteImageProps } from '../ui/SiteImage.tsx';
import { TagList } from '../ui/TagList.tsx';

const words = servicePage.project;

export type ProjectCard = RelatedProject & { image?: Omit<SiteImageProps, 'className' | 'sizes'> };

/** Levels measured indoors before and after the work, by what was measured. */
export function MeasuredLevels({ measured }: { measured: RelatedProject['measured'] }) {
  return (
    <div className="bg-brand-800 px-6 py-5 text-white">
      <p className="font-sans text-sm font-semibold tracking-wider text-brass-100 uppercase">
        {words.measured}
      </p>
      <dl className="mt-3 divide-y divide-white/15">
        {measured.map((m) => (
          <div key={m.what} className="flex flex-wrap items-baseline justify-between gap-x-4 py-2">
            <dt className="text-sm text-brand-100">{m.what}</dt>
            <dd>
              <strong className="font-serif text-xl">{m.before} dB</strong>{' '}
              <span className="text-sm text-brand-100">{words.before},</span>{' '}
              <strong className="font-serif text-xl">{m.after} dB</strong>{' '}
              <span className="text-sm text-brand-100">{words.after}</span>
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/** A real project of the business that shows this service at work: a home page project or the case study. */
export function RelatedProjectCard({ project }: { project: ProjectCard }) {
  return (
    <article
      aria-labelledby="related-project-title"
      className="relative overflow-hidden rounded-card border border-stone-200 bg-white shadow-card transition-shadow focus-within:ring-2 focus-within:ring-brass-500 hover:shadow-lg"
    >
      {project.image && (
        <div data-image-frame="" className="bg-stone-100">
          <SiteImage {...project.image} sizes="(min-width: 64rem) 26rem, 100vw" className="object-cover" />
        </div>
      )}
      {project.measured.length > 0 && <MeasuredLevels measured={project.measured} />}
      <div className="p-6">
        <h3 id="related-project-title" className="text-xl font-semibold">
          <a href={project.href} className="after:absolute after:inset-0 focus-visible:outline-none">
            {project.title}
          </a>
        </h3>
        <p className="mt-2 leading-relaxed text-ink-muted">{project.description}</p>
        {project.tags.length > 0 && <TagList tags={project.tags} className="mt-4" />}
        <p aria-hidden="true" className="mt-5 flex items-center gap-1.5 font-semibold text-brand-700">
          {project.kind === 'case-study' ? words.caseStudyLink : words.link}
          <ArrowRight className="size-4 text-brass-700" />
        </p>
      </div>
    </article>
  );
}
