import { useState, type SubmitEvent } from 'react';
import {
  findPostcodeArea,
  finderPath,
  type OutwardCodeAreas,
  type PostcodeResult,
} from '../../content/areas/postcodes.ts';
import type { PageFamily } from '../../paths.ts';
import { quoteHref, type AreaNames } from '../../lib/leads/quoteHref.ts';
import { useLive } from '../forms/useLive.ts';
import type { InterfaceWords } from '../../content/schemas/interface.ts';
import { fill } from '../../lib/templates.ts';
import { Filled } from '../ui/Filled.tsx';

/**
 * Postcode → area page. It wakes on first contact (`client:interaction`). Without JavaScript the form stays
 * invisible (`data-needs-script`, global.css) and the page's area list does the job; the hint and the form share
 * one grid cell, so showing the form moves nothing.
 */
interface Props {
  family: PageFamily;
  areaNames: AreaNames;
  /** Outward code → area pages, from the area files (`outwardCodeAreas`), passed in: the island reads no files. */
  postcodes: OutwardCodeAreas;
  /** The areas with no page in the family (`installerOnly`: London, an /areas page switched off): their installer page. */
  installerOnly: readonly string[];
  /** The finder's words (src/content/interface.yaml), passed in: the island reads no files. */
  labels: InterfaceWords['postcodeFinder'] & { quote: string };
}

export function PostcodeFinder({ family, areaNames, postcodes, installerOnly, labels: t }: Props) {
  const nameOf = (slug: string) => areaNames[slug] ?? slug;
  const pathOf = (slug: string) => finderPath(family, installerOnly, slug);
  const id = `postcode-finder-${family}`;
  const live = useLive();
  const [result, setResult] = useState<PostcodeResult>();
  function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = findPostcodeArea(
      String(new FormData(event.currentTarget).get('postcode') ?? ''),
      postcodes,
    );
    setResult(found);
    if (found.kind === 'match' && found.areas.length === 1) window.location.assign(pathOf(found.areas[0]!));
  }

  const error = result?.kind === 'empty' ? t.empty : result?.kind === 'invalid' ? t.invalid : undefined;

  return (
    <div className="grid rounded-card bg-white p-6 shadow-card">
      <h2 id={`${id}-title`} className="text-xl font-bold">
        {t.title}
      </h2>
      <p data-without-script className="col-start-1 row-start-2 mt-2 text-ink-muted">
        {t.withoutScript}
      </p>
      <form
        {...live}
        data-needs-script
        aria-labelledby={`${id}-title`}
        onSubmit={onSubmit}
        className="col-start-1 row-start-2 mt-3"
      >
        <label htmlFor={`${id}-postcode`} className="block font-medium">
          {t.label} <span className="font-normal text-ink-muted">{t.hint}</span>
        </label>
        <div className="mt-2 flex flex-col gap-3">
          <input
            id={`${id}-postcode`}
            name="postcode"
            autoComplete="postal-code"
            type="text"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            className="min-h-11 flex-1 rounded-lg border border-ink-muted px-3 uppercase placeholder:normal-case"
          />
          <button
            type="submit"
            className="min-h-11 rounded-lg bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800"
          >
            {t.submit}
          </button>
        </div>
        {error && (
          <p id={`${id}-error`} className="mt-2 font-medium text-danger-700">
            {error}
          </p>
        )}
        <div role="status" className="mt-3">
          {result?.kind === 'match' &&
            (result.areas.length === 1 ? (
              <p>{fill(t.taking, { area: nameOf(result.areas[0]!) })}</p>
            ) : (
              <p>
                <Filled
                  text={t.coveredBy}
                  values={{
                    outward: result.outward,
                    areas: result.areas.map((slug, i) => (
                      <span key={slug}>
                        {i > 0 && ` ${t.and} `}
                        <a className="font-semibold text-brand-700 underline" href={pathOf(slug)}>
                          {nameOf(slug)}
                        </a>
                      </span>
                    )),
                  }}
                />
              </p>
            ))}
          {result?.kind === 'elsewhere' && (
            <p>
              {fill(t.elsewhere, { outward: result.outward })}{' '}
              <a className="font-semibold text-brand-700 underline" href={quoteHref()}>
                {t.quote}
              </a>
            </p>
          )}
        </div>
      </form>
    </div>
  );
}
