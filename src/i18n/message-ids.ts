import type auth from './locales/en/auth.json';
import type brandingAdmin from './locales/en/brandingAdmin.json';
import type candidate from './locales/en/candidate.json';
import type common from './locales/en/common.json';
import type files from './locales/en/files.json';
import type formSchemas from './locales/en/formSchemas.json';
import type forms from './locales/en/forms.json';
import type job from './locales/en/job.json';
import type jobAlerts from './locales/en/jobAlerts.json';
import type notifications from './locales/en/notifications.json';
import type offers from './locales/en/offers.json';
import type position from './locales/en/position.json';
import type positionDetails from './locales/en/positionDetails.json';
import type search from './locales/en/search.json';
import type searchTools from './locales/en/searchTools.json';
import type themeBuilder from './locales/en/themeBuilder.json';

/** The English source catalogues, one per namespace; their keys are the message ids. */
interface SourceCatalogues {
  common: typeof common;
  auth: typeof auth;
  position: typeof position;
  positionDetails: typeof positionDetails;
  search: typeof search;
  searchTools: typeof searchTools;
  job: typeof job;
  jobAlerts: typeof jobAlerts;
  offers: typeof offers;
  candidate: typeof candidate;
  forms: typeof forms;
  formSchemas: typeof formSchemas;
  files: typeof files;
  notifications: typeof notifications;
  themeBuilder: typeof themeBuilder;
  brandingAdmin: typeof brandingAdmin;
}

export type Namespace = keyof SourceCatalogues;

/** A message id of the given namespaces; `common` is always loaded, so always allowed. */
export type MessageId<N extends Namespace = Namespace> = {
  [K in N | 'common']: Extract<keyof SourceCatalogues[K], string>;
}[N | 'common'];

/** Values for a message's ICU placeholders. */
export type MessageValues = Record<string, string | number | Date>;
