import { resources } from '../../content/guides.ts';
import { fill, words } from '../../content/interface.ts';
import { InstallationIllustration } from './InstallationIllustration.tsx';

/** The installation walkthrough that the "Installation Process Video" card links to. */
export function InstallationSteps() {
  const { title, intro, steps } = resources.installation;
  return (
    <section aria-labelledby="installation-process" className="mt-16">
      <h2 id="installation-process" className="text-2xl font-bold sm:text-3xl">
        {title}
      </h2>
      <p className="mt-4 max-w-3xl">{intro}</p>
      <ol className="mt-8 grid gap-6 md:grid-cols-2">
        {steps.map((step, i) => (
          <li
            key={step.title}
            className="flex flex-col gap-4 rounded-card border border-stone-200 bg-white p-5 shadow-card sm:flex-row"
          >
            <InstallationIllustration kind={step.illustration} />
            <div>
              <h3 className="text-lg font-semibold">
                <span className="text-brass-700">{fill(words.step, { number: i + 1 })}.</span> {step.title}
              </h3>
              <p className="mt-1 text-ink-muted">{step.text}</p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
