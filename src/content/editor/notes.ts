import type { ContentFile } from '../schemas/index.ts';

/**
 * What each content file is for and how its text shows figures, as the editor shows it (above the file's first field).
 * The explanations live here rather than as comments in the YAML files, which the editor drops when it saves.
 */
export const fileNotes: Partial<Record<ContentFile, string>> = {
  'about.yaml':
    'The About page. Where the text holds a name in curly brackets, the page shows a figure from "Claims and their evidence" (or the founding year from the business details): keep it as it is.',
  'accreditations.yaml':
    'Trade schemes and memberships (for example TrustMark, FENSA, the Glass and Glazing Federation, Checkatrade), each with the awarding body’s page where anyone can check it. List one only when the business holds it: the site never names an accreditation it cannot link to.',
  'claims.yaml':
    'The site’s headline claims, each written once. Other screens show a claim’s figure where their text holds its id in curly brackets (the satisfaction figure where they hold satisfactionPercent), so a figure changed here changes everywhere. Each claim is a promise to every visitor: give the evidence behind it (a document or test report anyone can open, or a public review profile). The launch list names every claim still without evidence and the pages it is on.',
  'home.yaml':
    'The home page’s words. Its figures come from "Home page figures" and "Claims and their evidence"; its projects from "Projects (home gallery)".',
  'interface.yaml':
    'Headings, buttons and labels that frame every page. "Survey" holds the survey booking’s one name: the booking page, its form, its buttons and the services’ booking labels show it (survey, Survey or bookSurvey in curly brackets). A name in curly brackets is filled in by the page (each field says which): keep it as it is.',
  'pages.yaml':
    'Each page’s title (the browser tab and search results; the site name is added after it), its short label (menus, breadcrumbs, the sitemap), the description search engines show under it, and its keywords. A service keeps these in "Services", and an area its description in its own file. A name in curly brackets puts in a figure: a claim’s id its figure (quoteTurnaround, the quote turnaround), hours the opening hours from the business details, and area each area’s name on the installer and area pages.',
  'plans.yaml':
    'The three maintenance plans. The Maintenance service and every text that shows a plan’s price read it from here.',
  'regions.yaml':
    'The London regions on /locations, in order. Each area names its region in its own file ("Region"), so a new area appears under its region without editing this list.',
  'reviews.yaml':
    'Client reviews. Each area page shows one review: the newest real review of its area, on both of the area’s pages (its installer page and its /areas page), whichever page it names; until the area has a real one, each page shows the sample written for it (under "Page": its installer page or its /areas page, then the area). A review written for the site is "sample" and is shown marked "Sample review"; it never goes into search-engine data, and a production build refuses it. Each sample is listed as “Sample review: …”; “Remove all sample reviews” on the launch list (the Launch list link in the notice after a save, or /launch-list) removes every one at once. Replace samples with real, attributable reviews: pick the source (Google, Trustpilot, Checkatrade, Which? or given directly), then give the date it was given and the link where anyone can check it (blank where there is none).',
  'service-page.yaml':
    'The words every service page shares (/services/…). Each service’s own words and figures are in "Services". In curly brackets, shortName is the business’s short name and quoteTurnaround a headline claim.',
  'services.yaml':
    'The services: the six the site was built with stay, and “Add” makes another (its slug is its page’s address under /services/; its page, its card on /services, its footer link and its sitemap line follow). A service’s price is set here once ("Pricing", with its worked example and what sets the price, or what a quote depends on): its page, /services, the price guide and every sentence that states it show it from here ("from £450 per window", or "priced by quote"), and a maintenance plan’s price comes from "Maintenance plans". Where a text holds a name in curly brackets, keep it: the page puts the price or figure there.',
  'guides/benefits.yaml':
    'The /benefits guide (also the first part of the PDF guide). Its sections are numbered by their place: the first is the introduction (#introduction), then #section-1 to #section-9. A name in curly brackets shows a figure from "Guides: figures, tables and charts".',
  'guides/case-study.yaml':
    'The /case-studies article. A name in curly brackets shows a figure from "Guides: figures, tables and charts" or one of the results below (such as humBeforeDb, hgvAfterDb, busPerceived).',
  'guides/comparisons.yaml':
    'The /comparisons article. A name in curly brackets shows a figure from "Guides: figures, tables and charts" or a service’s price (residentialPrice: the residential from-price, in Services).',
  'guides/figures.yaml':
    'The guides’ figures, tables and charts (/benefits, /comparisons, /case-studies, /resources and the PDF guide). Headline claims come from "Claims and their evidence" (noiseReduction, maxDb, costSaving, warrantyYears). A guide’s text shows a figure by its name in curly brackets (one of the figures below, or a case study result such as humBeforeDb); a guide block shows a table or chart by its name here. The acoustic performance table is computed by the acoustic model from "Acoustic performance". "Over existing db" and "Over existing perceived" are what secondary glazing adds over a home’s existing windows, and how much quieter that sounds (the FAQs).',
  'guides/resources.yaml':
    'The /resources page; its first card is the PDF guide (its button downloads the guide the site builds), the two after it open pages of the site. A name in curly brackets shows a figure from "Guides: figures, tables and charts".',
  'legal/privacy.yaml':
    'A name in curly brackets in the text shows a business detail: businessName, phone, phoneHref, email, emailHref, openingHours, locality. In "Visits", "When counting" is shown instead when the site counts visits: there analyticsService and analyticsAddress name the statistics service the site was built with (PUBLIC_ANALYTICS_* in the README); without one, it is not shown.',
  'legal/terms.yaml':
    'A name in curly brackets in the text shows a business detail: businessName, phone, phoneHref, email, emailHref, openingHours, locality.',
};
