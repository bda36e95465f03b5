import { Filled } from '../ui/Filled.tsx';
import { useFormWords } from './FormWords.tsx';
import { paths } from '../../paths.ts';

/** The one-line privacy note under every lead form. */
export function PrivacyNote() {
  const words = useFormWords();
  return (
    <p className="text-sm text-ink-muted">
      <Filled
        text={words.privacy}
        values={{
          link: (
            <a href={paths.privacy} className="text-brand-700 underline">
              {words.privacyLink}
            </a>
          ),
        }}
      />
    </p>
  );
}
