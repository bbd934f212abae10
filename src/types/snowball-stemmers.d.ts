// snowball-stemmers (the Snowball project's stemmers compiled to JavaScript) ships without type
// declarations. Only the part the topic pipeline uses is declared.
declare module 'snowball-stemmers' {
  interface Stemmer {
    stem(word: string): string;
  }
  export function newStemmer(language: string): Stemmer;
}
