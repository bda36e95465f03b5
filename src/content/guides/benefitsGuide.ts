import { z } from 'zod';
import { acousticPerformanceTable } from './acousticPerformance.ts';
import { caseStudy } from './caseStudy.ts';
import { figures as f, noiseByOptionChart, secondaryVersusReplacement } from './figures.ts';
import { faqItemSchema, isoDate, sectionSchema } from './schema.ts';

const guideSchema = z
  .object({
    headline: z.string().min(10).max(100),
    standfirst: z.string().min(40).max(400),
    datePublished: isoDate,
    /** `introduction`, then `section-1` … `section-9`, in order: the table of contents links to these. */
    sections: z
      .array(sectionSchema)
      .length(10)
      .refine(
        (s) => s.every((sec, i) => sec.id === (i === 0 ? 'introduction' : `section-${i}`)),
        'sections must be introduction, section-1 … section-9 in order',
      ),
    faqs: z.array(faqItemSchema).length(3),
  })
  .strict();

const hgv = caseStudy.results[1]!;
const hum = caseStudy.results[0]!;

export const benefitsGuide = guideSchema.parse({
  headline: 'The Complete Guide to Secondary Glazing for Noise Reduction',
  standfirst: `How a second pane inside your window can cut outside noise by ${f.secondaryMaxDb} (${f.secondaryPercent} of what you hear): the science, the data, the choices and what to expect.`,
  datePublished: '2025-08-13',
  sections: [
    {
      id: 'introduction',
      title: 'Introduction',
      blocks: [
        {
          kind: 'p',
          text: 'Noise from roads, railways and aircraft is one of the most common complaints about city living. It disturbs sleep, makes it harder to concentrate and wears people down.',
        },
        {
          kind: 'p',
          text: `Windows are where most of that noise gets in. This guide explains how secondary glazing deals with it, what the numbers mean and how to get the most from it. Well-specified systems cut noise by ${f.noiseReductionPercent}, ${f.secondaryMaxDb}.`,
        },
      ],
    },
    {
      id: 'section-1',
      title: '1. What secondary glazing is',
      blocks: [
        {
          kind: 'p',
          text: 'Secondary glazing is a second, independent window fitted on the inside of your existing one. Your original window stays as it is; the new pane sits in a slim frame within the reveal, leaving an air gap between the two.',
        },
        {
          kind: 'p',
          text: 'It comes in hinged, sliding, fixed, lift-out and magnetic styles, so it suits sash, casement and bay windows. Because nothing outside changes, it is the usual choice for period homes and listed buildings.',
        },
      ],
    },
    {
      id: 'section-2',
      title: '2. The science of acoustics',
      blocks: [
        {
          kind: 'p',
          text: `Sound is measured in decibels (dB) on a logarithmic scale. A fall of ${f.tenDbRule} is heard as roughly half as loud, so a 30 dB cut makes a noise sound about one eighth as loud.`,
        },
        { kind: 'h3', text: 'Three things stop sound' },
        {
          kind: 'list',
          items: [
            'Mass: heavier glass vibrates less, so less sound passes through. This is the mass law.',
            'Separation: two panes far apart act independently. A deep air gap stops the first pane shaking the second.',
            'Airtightness: sound travels wherever air can. Good seals matter as much as good glass.',
          ],
        },
        {
          kind: 'p',
          text: `Double glazing puts two panes ${f.doubleGlazingGap} apart in a sealed unit. That gap is too narrow to separate them well, especially for low traffic rumble. Secondary glazing leaves ${f.secondaryGap}, which is why it performs so much better against noise.`,
        },
      ],
    },
    {
      id: 'section-3',
      title: '3. Performance data tables',
      blocks: [
        {
          kind: 'p',
          text: 'The table shows how glass thickness and cavity width work together. Read across a row to see the effect of a deeper cavity; read down a column to see the effect of heavier glass.',
        },
        { kind: 'table', table: acousticPerformanceTable },
        {
          kind: 'p',
          text: `Those are indicative figures for plain glass combinations. Complete systems with acoustic laminated glass, good seals and a deep gap reach ${f.secondaryDb}. The chart compares the main options.`,
        },
        { kind: 'barChart', chart: noiseByOptionChart },
      ],
    },
    {
      id: 'section-4',
      title: '4. Optimising the air gap and the glass',
      blocks: [
        {
          kind: 'p',
          text: `The air gap is the single most important choice. Aim for at least ${f.minimumGap}; the optimum is ${f.sweetSpotGap}. Beyond that, gains are small and the frame starts to crowd the room.`,
        },
        {
          kind: 'list',
          items: [
            'Thicker glass adds mass and helps, but doubling the thickness adds only a few decibels.',
            'Use different thicknesses in the two panes, so they do not resonate at the same frequency.',
            'Acoustic laminated glass, such as 6.8 mm with a PVB interlayer, damps vibration and beats plain glass of the same weight.',
            'Compression seals and a well-fitted frame stop the air leaks that let noise bypass the glass.',
          ],
        },
        {
          kind: 'p',
          text: 'Where the window reveal is shallow, the frame can be fitted to the room side of the reveal to gain depth.',
        },
      ],
    },
    {
      id: 'section-5',
      title: '5. Comparison with double and triple glazing',
      blocks: [
        {
          kind: 'p',
          text: `Standard double glazing reduces noise by ${f.standardDoubleDb}; acoustic double or triple units reach ${f.acousticDoubleTripleDb}. Secondary glazing reaches ${f.secondaryDb} because its gap is several times deeper.`,
        },
        { kind: 'table', table: secondaryVersusReplacement },
        {
          kind: 'p',
          text: `For a typical three-bed house, secondary glazing costs about ${f.threeBedSecondary} against about ${f.threeBedReplacement} for replacement windows: ${f.costSaving} less, depending on the home.`,
        },
        {
          kind: 'link',
          href: '/comparisons',
          text: 'See the full comparison, including inserts, curtains and film',
        },
      ],
    },
    {
      id: 'section-6',
      title: '6. Case studies',
      blocks: [
        {
          kind: 'p',
          text: `A family home on a busy arterial road in London had a ${f.caseStudyGap} secondary glazing system fitted with acoustic laminated glass. The daytime traffic hum in the master bedroom fell from ${hum.beforeDb} dB to ${hum.afterDb} dB, ${hum.perceived} quieter to the ear. A passing HGV fell from ${hgv.beforeDb} dB to ${hgv.afterDb} dB.`,
        },
        { kind: 'link', href: '/case-studies', text: 'Read the full case study' },
      ],
    },
    {
      id: 'section-7',
      title: '7. Benefits beyond a quieter home',
      blocks: [
        {
          kind: 'list',
          items: [
            `Warmer rooms: heat loss through the window falls by ${f.heatLossGeneral}, and household heating savings of ${f.householdSavings} are typical, with payback in ${f.payback}.`,
            'Less condensation: the inner pane stays warmer, so less moisture forms.',
            'Better security: a second locked pane is another barrier.',
            'Heritage: original windows are kept, inside and out.',
            `Lower cost: ${f.costSaving} less than replacing windows.`,
          ],
        },
      ],
    },
    {
      id: 'section-8',
      title: '8. Practical guidance',
      blocks: [
        {
          kind: 'list',
          items: [
            'Start with the noisiest rooms, usually bedrooms facing the road.',
            'Measure the depth of your window reveals: it decides how big the air gap can be.',
            'Choose openable panels (hinged or sliding) where you need fresh air or cleaning access.',
            'In a listed building, talk to your conservation officer early; secondary glazing is reversible and usually welcomed.',
            `Expect about ${f.installationHours} for a typical home, or ${f.installationDays} for a larger property.`,
          ],
        },
        {
          kind: 'callout',
          title: 'Free survey',
          text: 'We measure your windows and the noise you live with, and recommend the glass and gap that suit your home, with a fixed quote.',
        },
      ],
    },
    {
      id: 'section-9',
      title: '9. The verdict',
      blocks: [
        {
          kind: 'p',
          text: `For cutting noise in an existing home, secondary glazing is the most effective option we know: ${f.secondaryDb}, a fraction of the disruption of new windows and ${f.costSaving} less cost. Get the air gap right (${f.sweetSpotGap}), use acoustic laminated glass and seal it well.`,
        },
      ],
    },
  ],
  faqs: [
    {
      question: 'How much noise does secondary glazing reduce?',
      answer: `A well-specified system reduces noise by ${f.secondaryDb}, up to ${f.secondaryPercent} of the noise you hear. Standard double glazing manages ${f.standardDoubleDb}.`,
    },
    {
      question: 'What is the best air gap for secondary glazing?',
      answer: `At least ${f.minimumGap}, ideally ${f.sweetSpotGap}. Double glazing units have only ${f.doubleGlazingGap}, which is why they stop less noise.`,
    },
    {
      question: 'Can I fit secondary glazing in a listed building?',
      answer:
        'Usually, yes. It sits inside the original window and can be removed without damage, so conservation officers normally accept it, unlike replacement windows. Check with your local authority first.',
    },
  ],
});
