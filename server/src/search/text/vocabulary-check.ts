import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { terms } from './analyze';
import { phraseKey, readSynonymLines, SynonymSyntaxError } from './synonyms';

/** The concepts of `concepts.txt` by their terms, as written. */
export const readConcepts = (text: string): Map<string, string> => {
  const concepts = new Map<string, string>();
  for (const rawLine of text.split('\n')) {
    const line = rawLine.replace(/#.*/, '').trim();
    if (line !== '') concepts.set(phraseKey(terms(line)), line);
  }
  return concepts;
};

/**
 * What is wrong with a locale's vocabulary: a syntax error, a rule that is not "local words =>
 * English concepts", an English phrase that is not a concept, or a concept it lacks.
 */
export const vocabularyProblems = (
  file: string,
  text: string,
  concepts: ReadonlyMap<string, string>,
): string[] => {
  let lines;
  try {
    lines = readSynonymLines(text);
  } catch (error) {
    if (error instanceof SynonymSyntaxError) return [`${file}: ${error.message}`];
    throw error;
  }
  const problems: string[] = [];
  const covered = new Set<string>();
  for (const { line, to } of lines) {
    if (to === null) {
      problems.push(`${file} line ${line}: write "local words => English concept"`);
      continue;
    }
    for (const { phrase, written } of to) {
      if (concepts.has(phraseKey(phrase))) covered.add(phraseKey(phrase));
      else problems.push(`${file} line ${line}: "${written}" is not in concepts.txt`);
    }
  }
  for (const [key, written] of concepts) {
    if (!covered.has(key)) problems.push(`${file} lacks "${written}"`);
  }
  return problems;
};

/**
 * What is wrong with a folder of vocabularies: each locale but English has a valid
 * `<locale>.txt` naming every concept of `concepts.txt`, and no other file is there.
 */
export const vocabularyFolderProblems = (
  directory: string,
  locales: readonly string[],
  sourceLocale: string,
): string[] => {
  const conceptsPath = join(directory, 'concepts.txt');
  if (!existsSync(conceptsPath)) return ['concepts.txt is missing'];
  const concepts = readConcepts(readFileSync(conceptsPath, 'utf8'));
  const expected = locales.filter((locale) => locale !== sourceLocale);
  const problems = readdirSync(directory)
    .filter(
      (file) => file !== 'concepts.txt' && !expected.some((locale) => file === `${locale}.txt`),
    )
    .map((file) => `${file} is not the vocabulary of a locale of the site`);
  for (const locale of expected) {
    const file = `${locale}.txt`;
    const path = join(directory, file);
    if (!existsSync(path)) problems.push(`${file} is missing`);
    else problems.push(...vocabularyProblems(file, readFileSync(path, 'utf8'), concepts));
  }
  return problems;
};
