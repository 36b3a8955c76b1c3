import type { CountryCode } from 'libphonenumber-js/min';
import type { EmailMode } from './email';
import type { FormsTranslate } from './messages';
import type { PlaceholderVariables } from './placeholders';

/** What a form's problems are written with; the store keeps the current one for the validator. */
export interface ValidationSettings {
  variables: PlaceholderVariables;
  defaultCountry: CountryCode;
  defaultEmailMode: EmailMode;
  /** The forms catalogue's messages in the active locale: the words of every problem. */
  t: FormsTranslate;
}
