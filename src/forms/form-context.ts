import type { CountryCode } from 'libphonenumber-js/min';
import type { FormStore } from './form-store';
import type { PlaceholderVariables } from './validation/placeholders';

/** An option of a select, radio or checkbox group. */
export interface Choice {
  value: string;
  label: string;
  /** Name of a decorative icon shown beside the label. */
  iconProps?: { name: string };
}

/**
 * What every field of one form shares. It stays the same object for the form's life, so a change
 * never re-renders every field; what changes lives in the store.
 */
export interface FormEngineContext {
  store: FormStore;
  variables: PlaceholderVariables;
  /** The careers site, sent with option and skill look-ups. */
  domain: string | undefined;
  defaultCountry: CountryCode;
  /** Option lists the page supplies, named by `choicesFrom` in the UI schema. */
  choiceLists: Readonly<Record<string, readonly Choice[]>>;
}
