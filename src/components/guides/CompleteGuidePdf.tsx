import { Document, Page, StyleSheet, Text, View } from '@react-pdf/renderer';
import { site, openingHours } from '../../config/site.ts';
import { benefitsGuide, comparisons, pdfGuideTitle, resources } from '../../content/guides.ts';
import type { GuideBlock, GuideTable } from '../../content/guides/schema.ts';
import { fill, words } from '../../content/interface.ts';
import { colour } from '../../lib/brand/palette.ts';

const pdf = words.pdfGuide;

const navy = colour('brand-700');
const brass = colour('brass-700');
const ink = colour('ink');
const rule = colour('stone-200');
const tint = colour('brand-50');
const muted = colour('ink-muted');

const s = StyleSheet.create({
  page: {
    paddingTop: 56,
    paddingBottom: 56,
    paddingHorizontal: 48,
    fontSize: 10,
    color: ink,
    lineHeight: 1.45,
  },
  band: { position: 'absolute', top: 0, left: 0, right: 0, height: 24, backgroundColor: navy },
  brand: { fontSize: 11, color: brass, fontFamily: 'Helvetica-Bold', marginBottom: 8 },
  // Headings set their own line height: inherited, it is the page's 10 pt text's, and a 26 pt title overran it.
  title: { fontSize: 26, lineHeight: 1.2, color: navy, fontFamily: 'Times-Bold', marginBottom: 10 },
  h2: {
    fontSize: 14,
    lineHeight: 1.3,
    color: navy,
    fontFamily: 'Times-Bold',
    marginTop: 14,
    marginBottom: 4,
  },
  h3: { fontSize: 11, color: navy, fontFamily: 'Helvetica-Bold', marginTop: 8 },
  p: { marginTop: 4 },
  li: { marginTop: 2, paddingLeft: 10 },
  table: { marginTop: 6, borderWidth: 0.5, borderColor: rule },
  row: { flexDirection: 'row', borderBottomWidth: 0.5, borderColor: rule },
  cell: { flex: 1, padding: 3, fontSize: 8.5 },
  headCell: { flex: 1, padding: 3, fontSize: 8.5, fontFamily: 'Helvetica-Bold', backgroundColor: tint },
  caption: { fontFamily: 'Helvetica-Bold', marginTop: 8 },
  source: { fontSize: 7.5, color: muted, marginTop: 2 },
  contact: { marginTop: 16, padding: 12, backgroundColor: tint },
  footer: { position: 'absolute', bottom: 24, left: 48, right: 48, fontSize: 8, color: muted },
});

function PdfTable({ table }: { table: GuideTable }) {
  return (
    <View wrap={false}>
      <Text style={s.caption}>{table.caption}</Text>
      <View style={s.table}>
        <View style={s.row}>
          {table.columns.map((c) => (
            <Text key={c} style={s.headCell}>
              {c}
            </Text>
          ))}
        </View>
        {table.rows.map((r) => (
          <View key={r.header} style={s.row}>
            <Text style={s.headCell}>{r.header}</Text>
            {r.cells.map((c, i) => (
              <Text key={`${r.header}-${i}`} style={s.cell}>
                {c}
              </Text>
            ))}
          </View>
        ))}
      </View>
      <Text style={s.source}>
        {words.guides.tableSource} {table.source}
      </Text>
    </View>
  );
}

function PdfBlock({ block }: { block: GuideBlock }) {
  switch (block.kind) {
    case 'p':
      return <Text style={s.p}>{block.text}</Text>;
    case 'h3':
      return <Text style={s.h3}>{block.text}</Text>;
    case 'list':
      return (
        <View>
          {block.items.map((item) => (
            <Text key={item} style={s.li}>
              • {item}
            </Text>
          ))}
        </View>
      );
    case 'table':
      return <PdfTable table={block.table} />;
    case 'barChart':
      return (
        <Text style={s.p}>
          {block.chart.title}: {block.chart.bars.map((b) => `${b.label} ${b.display}`).join('; ')}.
        </Text>
      );
    case 'callout':
      return (
        <Text style={s.p}>
          {block.title}: {block.text}
        </Text>
      );
    case 'link':
      return null;
  }
}

function ContactDetails() {
  return (
    <View style={s.contact}>
      <Text style={s.h3}>{pdf.contactTitle}</Text>
      <Text>{fill(pdf.phone, { phone: site.phone.display })}</Text>
      <Text>{fill(pdf.email, { email: site.email })}</Text>
      <Text>{fill(pdf.whatsapp, { whatsapp: site.whatsapp.display })}</Text>
      <Text>{fill(pdf.openingHours, { hours: openingHours })}</Text>
      <Text>{fill(pdf.web, { url: site.url })}</Text>
    </View>
  );
}

/** The downloadable guide, built from the same content as the /benefits, /comparisons and /resources pages. */
export function CompleteGuidePdf() {
  return (
    <Document title={pdfGuideTitle} author={site.name} subject={benefitsGuide.headline} language="en-GB">
      <Page size="A4" style={s.page}>
        <View style={s.band} fixed />
        <Text style={s.brand}>{site.name.toUpperCase()}</Text>
        <Text style={s.title}>{pdfGuideTitle}</Text>
        <Text>{benefitsGuide.standfirst}</Text>
        {benefitsGuide.sections.map((section) => (
          <View key={section.id}>
            <Text style={s.h2} minPresenceAhead={40}>
              {section.title}
            </Text>
            {section.blocks.map((b, i) => (
              <PdfBlock key={`${section.id}-${i}`} block={b} />
            ))}
          </View>
        ))}
        <Text style={s.h2}>{words.guides.whenEachWins}</Text>
        {comparisons.options.map((o) => (
          <Text key={o.name} style={s.li}>
            • {o.name}: {o.winsWhen}
          </Text>
        ))}
        <Text style={s.h2}>{resources.installation.title}</Text>
        <Text style={s.p}>{resources.installation.intro}</Text>
        {resources.installation.steps.map((step, i) => (
          <Text key={step.title} style={s.li}>
            {i + 1}. {step.title}: {step.text}
          </Text>
        ))}
        <Text style={s.h2}>{words.guides.faqTitle}</Text>
        {[...benefitsGuide.faqs, ...resources.faqs].map((f) => (
          <View key={f.question} wrap={false}>
            <Text style={s.h3}>{f.question}</Text>
            <Text>{f.answer}</Text>
          </View>
        ))}
        <ContactDetails />
        <Text
          style={s.footer}
          fixed
          render={({ pageNumber, totalPages }) =>
            fill(pdf.footer, {
              business: site.name,
              phone: site.phone.display,
              email: site.email,
              page: pageNumber,
              pages: totalPages,
            })
          }
        />
      </Page>
    </Document>
  );
}
