import { fileURLToPath } from 'node:url';
import { UI_LANGUAGE_CODES } from '../../src/shared/languages';
import { vocabularyFolderProblems } from './search/text/vocabulary-check';

/**
 * Part of `npm run i18n:check`: every locale of the site has a search vocabulary
 * (server/vocabulary/<locale>.txt) that translates every concept of concepts.txt.
 */
const problems = vocabularyFolderProblems(
  fileURLToPath(new URL('../vocabulary', import.meta.url)),
  UI_LANGUAGE_CODES,
  'en',
);
if (problems.length > 0) {
  console.error(`Search vocabularies: ${problems.length} problem(s)`);
  problems.forEach((problem) => console.error(`  ${problem}`));
  process.exit(1);
}
console.log(
  `Search vocabularies: ${UI_LANGUAGE_CODES.length - 1} locales, every concept translated.`,
);
