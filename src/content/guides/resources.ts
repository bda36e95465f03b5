import { z } from 'zod';
import { figures as f } from './figures.ts';
import { faqItemSchema } from './schema.ts';

export const pdfGuidePath = '/guides/complete-guide-to-secondary-glazing.pdf';
export const pdfGuideTitle = 'Complete Guide to Secondary Glazing';

const resourceCardSchema = z
  .object({
    title: z.string().min(5).max(60),
    description: z.string().min(40).max(220),
    type: z.enum(['PDF Guide', 'Article', 'Video']),
    downloadable: z.boolean(),
    action: z.enum(['Download Guide', 'Read More']),
    href: z.string().regex(/^\/[a-z0-9\-/.#]*$/, 'internal links only'),
    /** What the link opens, for the link's accessible name. */
    target: z.string().min(5).max(80),
  })
  .strict()
  .refine((c) => c.downloadable === (c.action === 'Download Guide'), 'only downloads say Download Guide')
  .refine((c) => !c.downloadable || c.href.endsWith('.pdf'), 'a downloadable card links to a PDF');

const stepSchema = z
  .object({
    title: z.string().min(5).max(50),
    text: z.string().min(40).max(400),
    illustration: z.enum(['survey', 'manufacture', 'prepare', 'frame', 'glaze', 'handover']),
  })
  .strict();
export type InstallationStep = z.infer<typeof stepSchema>;

const resourcesSchema = z
  .object({
    intro: z.string().min(40).max(300),
    cards: z.array(resourceCardSchema).length(3),
    installation: z
      .object({
        title: z.string().min(10).max(80),
        intro: z.string().min(40).max(400),
        steps: z.array(stepSchema).min(4).max(8),
      })
      .strict(),
    faqs: z.array(faqItemSchema).length(4),
    cta: z.object({ title: z.string().min(10).max(80), text: z.string().min(30).max(300) }).strict(),
  })
  .strict();

export const resources = resourcesSchema.parse({
  intro:
    'Free, plain-English guides to quieter, warmer rooms: download our complete guide, read how secondary glazing compares and see how an installation works, step by step.',
  cards: [
    {
      title: pdfGuideTitle,
      description:
        'Everything in one document: how secondary glazing stops noise, performance data, choosing the air gap and glass, costs and what installation involves.',
      type: 'PDF Guide',
      downloadable: true,
      action: 'Download Guide',
      href: pdfGuidePath,
      target: 'the PDF guide',
    },
    {
      title: 'Noise Reduction Solutions',
      description:
        'Secondary glazing against double and triple glazing, window inserts, heavy curtains and acoustic film: what each stops, costs and suits.',
      type: 'Article',
      downloadable: false,
      action: 'Read More',
      href: '/comparisons',
      target: 'the noise reduction comparison',
    },
    {
      title: 'Installation Process Video',
      description:
        'What happens on installation day, from survey to handover. Our walkthrough explains each step with simple illustrations while the video is in production.',
      type: 'Video',
      downloadable: false,
      action: 'Read More',
      href: '/resources#installation-process',
      target: 'the installation process, step by step',
    },
  ],
  installation: {
    title: 'The installation process, step by step',
    intro: `A typical residential installation takes ${f.installationHours}; a larger property ${f.installationDays}. Your existing windows stay in place throughout, and nothing changes outside.`,
    steps: [
      {
        title: 'Survey and measure',
        text: 'We measure every opening, check the depth of the reveals and note how your windows open, so the new frames fit exactly and leave the deepest possible air gap.',
        illustration: 'survey',
      },
      {
        title: 'Made to measure',
        text: `Frames are made to your measurements and glazed with the glass we agreed, often acoustic laminated glass. The target air gap is ${f.secondaryGap}.`,
        illustration: 'manufacture',
      },
      {
        title: 'Prepare the room',
        text: 'On the day, we lay dust sheets, move what needs moving and check the reveals are sound and square.',
        illustration: 'prepare',
      },
      {
        title: 'Fit the frame and seals',
        text: 'A slim sub-frame is fixed inside the reveal and sealed to the wall, then the acoustic compression seals go in. Most of the noise reduction depends on this airtight fit.',
        illustration: 'frame',
      },
      {
        title: 'Glaze and adjust',
        text: 'The sliding, hinged or lift-out panels are fitted and adjusted so they open smoothly and close firmly onto the seals.',
        illustration: 'glaze',
      },
      {
        title: 'Clean up and hand over',
        text: `We clean the glass, take away the waste, show you how everything opens and cleans, and register your ${f.warranty} warranty.`,
        illustration: 'handover',
      },
    ],
  },
  faqs: [
    {
      question: 'How much noise reduction can I expect?',
      answer:
        'Secondary glazing typically reduces noise by 6-12 decibels over your existing windows, which you hear as a 50-75% reduction in perceived noise. Systems with a deep air gap and acoustic glass do better still.',
    },
    {
      question: 'Will secondary glazing affect the appearance of my windows?',
      answer:
        'From outside it is virtually invisible, because your original windows stay as they are. Inside, the slim frames are minimally intrusive and can be finished to suit your room.',
    },
    {
      question: 'Can secondary glazing be fitted to any window type?',
      answer:
        'It fits most window types, including sash, casement and bay windows. Hinged, sliding, fixed, lift-out and magnetic styles cover the way each window opens.',
    },
    {
      question: 'How long does installation take?',
      answer: `A typical residential installation takes ${f.installationHours}, with minimal disruption to your home. Larger properties take ${f.installationDays}.`,
    },
  ],
  cta: {
    title: 'Ready for a quieter home?',
    text: 'Talk to our experts about your windows and the noise you live with, or ask for a free, no-obligation quote.',
  },
});
