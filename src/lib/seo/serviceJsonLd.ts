import type { Thing } from 'schema-dts';
import type { RouteEntry } from '../../routes.ts';
import type { Service } from '../../content/services.ts';
import { faqNode, serviceNode } from './jsonLd.ts';

/** A service page's own nodes: the Service with its from-price offer, and its questions as an FAQPage. */
export function serviceJsonLd(route: RouteEntry, service: Service): Thing[] {
  return [
    serviceNode(route, {
      price: service.price,
      unitText: service.unit ? `per ${service.unit}` : undefined,
      serviceType: service.title,
    }),
    faqNode(route, service.faqs),
  ];
}
