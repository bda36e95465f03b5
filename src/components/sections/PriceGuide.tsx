import { useEffect, useRef, useState } from 'react';
import type { InterfaceWords } from '../../content/schemas/interface.ts';
import { fill } from '../../lib/templates.ts';
import { quoteHref, type QuoteService } from '../../lib/leads/quoteHref.ts';
import { guideService, maxGuideWindows, readWindows, type PriceGuideData } from '../../lib/priceGuide.ts';
import { useLive } from '../forms/useLive.ts';
import { ButtonLink, buttonClasses } from '../ui/ButtonLink.tsx';
import { SectionHeading } from '../ui/SectionHeading.tsx';
import { PriceGuideResult } from './PriceGuideResult.tsx';
import { PriceGuideTable } from './PriceGuideTable.tsx';
import type { TableWords } from '../guides/DataTable.tsx';

interface Props {
  data: PriceGuideData;
  /** interface.yaml's price guide words, and its table's (the island reads no files). */
  words: InterfaceWords['priceGuide'];
  table: TableWords;
  /** The site's one wording for a link to the quote form (interface.yaml's actions). */
  quoteLabel: string;
  /** The page's service or area: chosen at first, and the only one the no-JavaScript table shows. */
  service?: string;
  area?: string;
  windows: number;
}

const control = 'mt-1 block min-h-11 w-full rounded-lg border border-ink-muted bg-white px-3';

/** A labelled list to choose from: a service or an area, by slug. */
function Choice({
  name,
  label,
  items,
  chosen,
}: {
  name: string;
  label: string;
  items: { slug: string; name: string }[];
  chosen: string;
}) {
  return (
    <label className="font-semibold">
      {label}
      <select name={name} defaultValue={chosen} className={control}>
        {items.map((item) => (
          <option key={item.slug} value={item.slug}>
            {item.name}
          </option>
        ))}
      </select>
    </label>
  );
}

/**
 * The price guide: service, area and number of windows → a range from the content's prices, carried into the quote
 * form. It wakes on first contact (`client:interaction`); without JavaScript a table worked out at build stands in.
 */
export function PriceGuide({ data, words, table, quoteLabel, service, area, windows }: Props) {
  const live = useLive();
  const form = useRef<HTMLFormElement>(null);
  const firstService = guideService(data, service);
  const firstArea = data.areas.find((a) => a.slug === area) ?? data.areas[0]!;
  const [choice, setChoice] = useState({
    service: firstService.slug,
    area: firstArea.slug,
    windows: String(windows),
  });

  const update = () => {
    if (!form.current) return;
    const get = (name: string) => (form.current!.elements.namedItem(name) as HTMLInputElement).value;
    setChoice({ service: get('service'), area: get('area'), windows: get('windows') });
  };
  // Choices made before the island woke are in the form already.
  useEffect(update, []);

  const chosenService = data.services.find((s) => s.slug === choice.service) ?? firstService;
  const chosenArea = data.areas.find((a) => a.slug === choice.area) ?? firstArea;
  const count = readWindows(choice.windows);
  const tableService = data.services.find((s) => s.slug === service);
  const tableArea = data.areas.find((a) => a.slug === area);

  return (
    <section aria-labelledby="price-guide">
      <SectionHeading id="price-guide" eyebrow={words.eyebrow} title={words.title}>
        <p>{words.intro}</p>
      </SectionHeading>
      <div>
        {/* Below the first screen, so the stand-in and the guide take turns in the flow (no shift in view). */}
        <div data-without-script className="[astro-island[data-scripted]_&]:hidden">
          <PriceGuideTable
            data={data}
            words={words}
            tableWords={table}
            service={tableService}
            area={tableArea}
          />
        </div>
        <div
          data-needs-script
          className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] [astro-island:not([data-scripted])_&]:hidden"
        >
          <form
            {...live}
            ref={form}
            aria-label={words.title}
            onChange={update}
            // The site's own message says what is wrong with the number, so the browser's bubble is not shown over it.
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              update();
              const windows = e.currentTarget.elements.namedItem('windows') as HTMLInputElement;
              if (readWindows(windows.value) === undefined) windows.focus();
            }}
            className="grid gap-4 self-start rounded-card border border-stone-200 bg-white p-4 shadow-card sm:p-5"
          >
            <Choice name="service" label={words.service} items={data.services} chosen={firstService.slug} />
            <Choice name="area" label={words.area} items={data.areas} chosen={firstArea.slug} />
            <div>
              <label htmlFor="price-guide-windows" className="font-semibold">
                {words.windows}
              </label>
              <input
                id="price-guide-windows"
                name="windows"
                type="number"
                inputMode="numeric"
                min={1}
                max={maxGuideWindows}
                step={1}
                defaultValue={windows}
                aria-invalid={count === undefined}
                aria-describedby={count === undefined ? 'price-guide-windows-error' : undefined}
                className={control}
              />
              {count === undefined && (
                <p id="price-guide-windows-error" className="mt-1 text-sm font-medium text-danger-700">
                  {fill(words.windowsError, { max: maxGuideWindows })}
                </p>
              )}
            </div>
            {/* The guide follows every change; the button is for those who expect to press one. */}
            <button type="submit" className={buttonClasses('outline', 'justify-self-start')}>
              {words.update}
            </button>
          </form>
          <div className="self-start">
            <PriceGuideResult service={chosenService} area={chosenArea} windows={count} words={words} />
            {count !== undefined && (
              <>
                <ButtonLink
                  href={`${quoteHref({ service: chosenService.slug as QuoteService, area: chosenArea.slug, windows: String(count) })}#quote-form-title`}
                  className="mt-6"
                >
                  {quoteLabel}
                </ButtonLink>
                <p className="mt-3 max-w-xl text-sm text-ink-muted">{words.carries}</p>
              </>
            )}
          </div>
        </div>
      </div>
    </section>
  );
}
