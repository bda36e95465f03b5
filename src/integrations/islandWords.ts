import path from 'node:path';
import { readFileSync } from 'node:fs';
import type { AstroIntegration } from 'astro';
import type { Plugin } from 'vite';
import { contentRoot, keepingSlots, parseContent, prepareYaml } from '../content/load.ts';
import { surveyFiguresOf } from '../content/interface.ts';
import { formsFile, type FormWords } from '../content/schemas/forms.ts';

/** The module the islands on every page import their words from (declared in src/islandWords.d.ts). */
export const islandWordsModule = 'virtual:island-words';
const resolvedId = `\0${islandWordsModule}`;
const wordsFile = 'forms.yaml';
/** interface.yaml holds the survey's name, which forms.yaml's words fill in. */
const nameFile = 'interface.yaml';

/**
 * The words of the islands every page carries (the unsent-lead offer and Quick Contact): forms.yaml's share of
 * them, read afresh each time (not from the pages' per-run cache), so a save in the editor reaches the next load.
 */
export function islandWords() {
  const file = path.join(contentRoot, wordsFile);
  // The survey's name (`{survey}`) is interface.yaml's, read afresh too.
  const names = surveyFiguresOf(prepareYaml(readFileSync(path.join(contentRoot, nameFile), 'utf8'), file));
  const forms: FormWords = parseContent(
    file,
    formsFile,
    prepareYaml(readFileSync(file, 'utf8'), file, keepingSlots(names)),
  );
  return {
    shared: forms.shared,
    unsent: forms.unsent,
    quickContact: forms.quickContact,
    survey: { confirmation: forms.survey.confirmation, slots: forms.survey.slots },
  };
}
export type IslandWords = ReturnType<typeof islandWords>;

/**
 * The islands on every page take their words from a module, not from props: props travel inside every page, a
 * module once per visit (a hashed file, cached), and only when the island wakes. The same module serves the
 * pages' server render and the browser, so both draw the same words.
 */
export function islandWordsIntegration(): AstroIntegration {
  const plugin: Plugin = {
    name: 'hushpane-island-words',
    resolveId: (id) => (id === islandWordsModule ? resolvedId : undefined),
    load: (id) => (id === resolvedId ? `export default ${JSON.stringify(islandWords())};` : undefined),
  };
  return {
    name: 'hushpane-island-words',
    hooks: {
      'astro:config:setup': ({ updateConfig }) => {
        updateConfig({ vite: { plugins: [plugin] } });
      },
      // `npm run edit`: a saved forms.yaml (or interface.yaml, the survey's name) reaches the browser's copy too
      // (contentReload clears the server's).
      'astro:server:setup': ({ server }) => {
        const changed = (file: string) => {
          if (![wordsFile, nameFile].some((name) => path.resolve(file) === path.join(contentRoot, name)))
            return;
          for (const environment of Object.values(server.environments)) {
            const module = environment.moduleGraph.getModuleById(resolvedId);
            if (module) environment.moduleGraph.invalidateModule(module);
          }
        };
        for (const event of ['add', 'change'] as const) server.watcher.on(event, changed);
      },
    },
  };
}
