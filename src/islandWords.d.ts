// The islands' shared words (src/integrations/islandWords.ts).
declare module 'virtual:island-words' {
  const words: import('./integrations/islandWords.ts').IslandWords;
  export default words;
}
