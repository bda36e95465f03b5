import type { InterfaceWords } from '../../content/schemas/interface.ts';
import { fill } from '../../lib/templates.ts';
import { pounds } from '../../lib/prices.ts';
import {
  guideRangeText,
  perWindow,
  type GuideArea,
  type GuideService,
  type PriceGuideData,
} from '../../lib/priceGuide.ts';
import { DataTable, type TableWords } from '../guides/DataTable.tsx';

type Words = InterfaceWords['priceGuide'];

/** What a service without a price per window costs, as one sentence. */
export const otherServiceText = (service: GuideService, words: Words) =>
  service.price === undefined || service.unit === undefined
    ? fill(words.survey, { service: service.name })
    : fill(words.fixed, { service: service.name, price: pounds(service.price), unit: service.unit });

/**
 * The guide without JavaScript: the price per window of each service priced per window (or the page's service) in
 * each area (or the page's area), and a sentence for each other service, all worked out at build.
 */
export function PriceGuideTable({
  data,
  words,
  tableWords,
  service,
  area,
}: {
  data: PriceGuideData;
  words: Words;
  tableWords: TableWords;
  service?: GuideService;
  area?: GuideArea;
}) {
  const perWindowServices = (service ? [service] : data.services).filter((s) => s.unit === 'window');
  const others = (service ? [service] : data.services).filter((s) => s.unit !== 'window');
  const areas = area ? [area] : data.areas;
  return (
    <div>
      {perWindowServices.length > 0 && (
        <DataTable
          words={tableWords}
          table={{
            caption: words.tableCaption,
            columns: [words.tableArea, ...perWindowServices.map((s) => s.name)],
            rows: areas.map((a) => ({
              header: a.name,
              cells: perWindowServices.map((s) => guideRangeText(perWindow(s, a), words.from)),
            })),
            source: words.tableNote,
          }}
        />
      )}
      {others.length > 0 && (
        <ul className="list-disc space-y-2 pl-5">
          {others.map((s) => (
            <li key={s.slug}>{otherServiceText(s, words)}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
