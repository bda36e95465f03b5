import { PageIntro } from './PageIntro.tsx';

/** Short interim body for a registered route whose content lands with a later issue. */
export function InterimBody({ title, description }: { title: string; description: string }) {
  return (
    <PageIntro title={title}>
      <p>{description}</p>
    </PageIntro>
  );
}
