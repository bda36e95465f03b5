import type { Thing } from 'schema-dts';
import type { RouteEntry } from '../../routes.ts';
import { faqNode, serviceNode } from './jsonLd.ts';

/** What a service page's data reads of its service (services.yaml, with the from-price it works out). */
export interface ServiceFacts {
  title: string;
  /** The from-price in pounds and what it is for ("window"); none for a service priced by quote. */
  price?: number;
  unit?: string;
  faqs: Parameters<typeof faqNode>[1];
}

/** A service page's own nodes: the Service with its from-price offer, and its questions as an FAQPage. */
export function serviceJsonLd(route: RouteEntry, service: ServiceFacts): Thing[] {
  return [
    serviceNode(route, {
      price: service.price,
      unitText: service.unit ? `per ${service.unit}` : undefined,
      serviceType: service.title,
    }),
    faqNode(route, service.faqs),
  ];
}
