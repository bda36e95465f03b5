import { createContext, useContext } from 'react';
import type { SharedFormWords } from '../../content/schemas/forms.ts';

const Context = createContext<SharedFormWords | undefined>(undefined);

/** Gives a form island's parts the words every form shares (forms.yaml `shared`), which its page handed it. */
export const FormWordsProvider = Context.Provider;

/** The words every form shares, inside a `FormWordsProvider`. */
export function useFormWords(): SharedFormWords {
  const words = useContext(Context);
  if (!words)
    throw new Error('A form part rendered outside <FormWordsProvider>: its page must pass forms.yaml words');
  return words;
}
