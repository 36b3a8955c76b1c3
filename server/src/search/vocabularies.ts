import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { UI_LANGUAGE_CODES } from '../../../src/shared/languages';
import { SOURCE_LOCALE } from '../i18n/messages';
import { parseSynonyms, SynonymSyntaxError, withVocabulary, type Synonyms } from './text/synonyms';

/**
 * The synonyms each page language searches with: the English synonyms file, and for every other
 * locale the same with its vocabulary (`<directory>/<locale>.txt`), so "Entwickler" on the German
 * site finds what "developer" finds. Each is parsed once, when the server starts: a mistake in a
 * file stops the start with its name and line.
 */
export class SearchVocabularies {
  private readonly byLocale = new Map<string, Synonyms>();

  constructor(
    readonly english: Synonyms,
    /** Each locale's vocabulary text. */
    vocabularies: ReadonlyMap<string, string>,
  ) {
    for (const [locale, text] of vocabularies) {
      try {
        this.byLocale.set(locale, withVocabulary(english, text));
      } catch (error) {
        if (error instanceof SynonymSyntaxError) {
          throw new SynonymSyntaxError(`${locale}.txt: ${error.message}`);
        }
        throw error;
      }
    }
  }

  /** The English synonyms file and the vocabulary of every locale of the site that has one. */
  static read(synonymsPath: string, directory: string): SearchVocabularies {
    const english = parseSynonyms(readFileSync(synonymsPath, 'utf8'));
    const files = existsSync(directory) ? new Set(readdirSync(directory)) : new Set<string>();
    const vocabularies = new Map<string, string>();
    for (const locale of UI_LANGUAGE_CODES) {
      if (locale === SOURCE_LOCALE || !files.has(`${locale}.txt`)) continue;
      vocabularies.set(locale, readFileSync(join(directory, `${locale}.txt`), 'utf8'));
    }
    return new SearchVocabularies(english, vocabularies);
  }

  /** The synonyms of a page language: English ones alone for English or a locale without words. */
  of(locale: string): Synonyms {
    return this.byLocale.get(locale) ?? this.english;
  }
}
