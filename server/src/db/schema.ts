import type { Generated, Insertable, Selectable } from 'kysely';

/**
 * Tables of the reference server. Booleans are SQLite integers (0/1); JSON columns hold text;
 * `*_at` text columns are ISO 8601 instants as the contract shows them, `*_ms` columns are Unix
 * milliseconds used for expiry checks, position times are Unix seconds as the contract has them.
 */

export interface AppMetaTable {
  key: string;
  value: string;
}

export interface UsersTable {
  id: Generated<number>;
  enc_id: string;
  email: string;
  password_hash: string;
  firstname: string;
  lastname: string;
  is_admin: number;
  is_theme_builder: number;
  is_onboarded: number;
  is_bootstrapped: number;
  onboarding_preferences: string | null;
  created_at: string;
}

export interface SessionsTable {
  id_hash: string;
  /** Names the session in the candidate's list of signed-in devices. */
  public_id: string;
  user_id: number;
  created_ms: number;
  expires_ms: number;
  refreshed_ms: number;
  /** When the session was last used, written at most every few minutes. */
  last_seen_ms: number;
  browser: string | null;
  os: string | null;
}

export interface PasswordResetsTable {
  token_hash: string;
  user_id: number;
  expires_ms: number;
  used_ms: number | null;
}

/** A registration waiting for its emailed link (see migration 0010). */
export interface PendingRegistrationsTable {
  id: Generated<number>;
  email: string;
  token_hash: string;
  password_hash: string;
  firstname: string;
  lastname: string;
  visitor_key: string | null;
  created_ms: number;
  expires_ms: number;
}

/** A saved search whose new matching jobs are mailed (see migration 0013). */
export interface JobAlertsTable {
  id: Generated<number>;
  /** The candidate's; null for a visitor's alert, mailed to `email`. */
  user_id: number | null;
  email: string | null;
  name: string;
  criteria_json: string;
  /** The criteria in one canonical form: equal searches have equal keys. */
  criteria_key: string;
  frequency: 'instant' | 'daily' | 'weekly';
  /** The language the alert's mail is written in. */
  locale: string;
  is_paused: Generated<number>;
  /** A visitor's confirmation link, stored hashed until it is used. */
  confirm_token_hash: string | null;
  confirm_expires_ms: number | null;
  /** Null while a visitor's alert waits for its link; nothing is sent before. */
  confirmed_ms: number | null;
  created_ms: number;
  last_sent_ms: number | null;
  /** The newest position id already matched: only positions after it are new to the alert. */
  seen_position_id: number;
}

export interface ProfilesTable {
  user_id: number;
  phone: string | null;
  location: string | null;
  avatar: string | null;
  headline: string | null;
  /** JSON arrays; the columns default to '[]'. */
  skills: Generated<string>;
  experience: Generated<string>;
  education: Generated<string>;
  links: Generated<string>;
  updated_at: string;
}

export interface ResumesTable {
  id: Generated<number>;
  user_id: number;
  file_name: string;
  content_type: string;
  size_bytes: number;
  content: Buffer;
  uploaded_at: string;
  /** 1 for the resume the profile shows and applications send; one per candidate. */
  is_primary: Generated<number>;
  /** What parsing found (the contract's `ParsedResume`), or null when it was never parsed. */
  parsed_json: string | null;
}

/** A candidate's avatar image, served at `/avatars/<file_name>`. */
export interface AvatarsTable {
  user_id: number;
  file_name: string;
  content_type: string;
  content: Buffer;
  updated_at: string;
}

export interface SettingsTable {
  user_id: number;
  language: string;
  timezone: string;
  email_job_alerts: number;
  email_application_updates: number;
  email_marketing: number;
  in_app_notifications: number;
  profile_visibility: 'public' | 'recruiters_only' | 'private';
  email_offers: Generated<number>;
  email_interviews: Generated<number>;
  email_forms: Generated<number>;
  email_drafts_closing: Generated<number>;
  email_saved_jobs_closing: Generated<number>;
}

/** Every mail the server sends; a development page lists them (there is no mail server). */
export interface MailOutboxTable {
  id: Generated<number>;
  /** The account the mail is about; null for mail to an address with no account. */
  user_id: number | null;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  /** Set on mail the server finds again (a reset mail, discarded once its link is used). */
  purpose: 'password_reset' | 'account_confirmation' | null;
  created_ms: number;
  /** The `Message-ID` header, the same on every attempt, so a resent mail is recognised. */
  message_id: Generated<string>;
  /** The one-click unsubscribe address (RFC 8058) of a notification or alert mail. */
  unsubscribe_url: string | null;
  /** `pending` until delivered (or kept, for the development outbox); `failed` when refused for good. */
  state: Generated<'pending' | 'sent' | 'failed'>;
  /** Delivery attempts begun, counted when a process claims the mail. */
  attempts: Generated<number>;
  /** When a pending mail may next be attempted (Unix ms). */
  next_attempt_ms: Generated<number>;
  /** Until when the process that claimed the mail is sending it; another may claim it after. */
  lease_until_ms: number | null;
  /** What the relay (or the connection) said on the last failed attempt. */
  last_error: string | null;
  sent_ms: number | null;
}

export interface LocationsTable {
  id: number;
  city: string;
  region_code: string;
  region_name: string;
  country_code: string;
  country_name: string;
  lat: number;
  lng: number;
  /** "Austin, TX, US" */
  standardized: string;
  /** "Austin, Texas, United States" */
  display: string;
}

export interface LocationsRtreeTable {
  id: number;
  min_lat: number;
  max_lat: number;
  min_lng: number;
  max_lng: number;
}

/** Every distinct combination of a position's multi-select facet values. */
export interface FacetCombosTable {
  id: number;
  department: string;
  business_unit: string;
  employment_type: string;
  seniority: string;
  work_location_option: 'onsite' | 'hybrid' | 'remote';
  career_discipline: string;
  roletype: string;
  profession: string;
}

export interface PositionsTable {
  id: number;
  display_job_id: string;
  ats_job_id: string;
  name: string;
  role_family: string;
  department: string;
  business_unit: string;
  employment_type: string;
  seniority: string;
  work_location_option: 'onsite' | 'hybrid' | 'remote';
  location_flexibility: string | null;
  career_discipline: string;
  roletype: string;
  profession: string;
  location_id: number;
  secondary_location_id: number | null;
  posted_ts: number;
  creation_ts: number;
  /** Unix seconds when the position closed; null while open. */
  archived_at: number | null;
  facet_key: number;
  /** BCP 47 language of the name and description ('en' unless posted in the country's language). */
  language: Generated<string>;
}

export interface PositionDetailsTable {
  position_id: number;
  description_html: string;
  skills: string;
  salary_min: number | null;
  salary_max: number | null;
  salary_currency: string | null;
  salary_period: 'hour' | 'month' | 'year' | null;
  valid_through: string | null;
  hiring_manager_name: string | null;
  hiring_manager_title: string | null;
  applicant_count: number;
  overrides: string;
}

export interface AutocompleteTermsTable {
  id: Generated<number>;
  kind: 'title' | 'skill' | 'department' | 'city' | 'region' | 'country';
  label: string;
  value: string;
  normalized: string;
  weight: number;
  /** BCP 47 language of the label: titles of local postings are in the country's language. */
  language: Generated<string>;
}

export interface SkillsTable {
  id: Generated<number>;
  name: string;
  normalized: string;
}

export interface OffersTable {
  id: number;
  user_id: number;
  position_id: number;
  position_name: string;
  status: 'Extended' | 'Declined' | 'Accepted' | 'Canceled' | 'Expired';
  updated_at: string;
  expires_at: string | null;
  esign_token: string | null;
  letter_pdf: Buffer;
  inline_letter: number;
  form_status: 'open' | 'in_progress' | 'completed';
  signed_letter: Buffer | null;
  signed_letter_name: string | null;
  decline_reason: string | null;
  /** The offered pay in whole units of `compensation_currency` (ISO 4217), per `compensation_period`. */
  compensation_amount: number | null;
  compensation_currency: string | null;
  compensation_period: 'year' | 'month' | 'hour' | null;
  /** The first working day, YYYY-MM-DD. */
  start_date: string | null;
  work_location: string | null;
}

export interface OfferAttachmentsTable {
  id: Generated<number>;
  offer_id: number;
  query_enc_id: string;
  name: string;
  s3_path: string;
  content_type: string;
  content: Buffer;
}

export interface NotificationsTable {
  id: Generated<number>;
  user_id: number;
  category_title: string;
  message: string;
  created_at: string;
  is_clicked: number;
  is_viewed: number;
  redirect_url: string | null;
  notification_type: 'read_only' | 'action_required';
  /** The event that created it, unique per candidate; null for notifications made otherwise. */
  event_key: string | null;
}

export interface ApplicationsTable {
  id: Generated<number>;
  user_id: number | null;
  applicant_email: string;
  position_id: number;
  status: string;
  stage: string;
  applied_at: string;
  updated_at: string;
  is_active: number;
  form_data: string;
  resume_file_name: string | null;
  resume_content_type: string | null;
  resume_content: Buffer | null;
  /** What the candidate said when withdrawing, if anything. */
  withdrawal_reason: string | null;
  /**
   * For a visitor's application, the hash of the browser's anonymous id: only an account signed
   * in from that browser may claim it, since emails are not verified.
   */
  visitor_key: string | null;
}

/** One step of an application's timeline: a status and when it began. */
export interface ApplicationStatusHistoryTable {
  id: Generated<number>;
  application_id: number;
  status:
    | 'applied'
    | 'under_review'
    | 'interview'
    | 'offer'
    | 'hired'
    | 'not_selected'
    | 'withdrawn'
    | 'position_closed';
  at: string;
}

export interface DraftApplicationsTable {
  user_id: number;
  position_id: number;
  updated_at: string;
  completion_percent: number;
  /** The apply form's answers so far, as JSON; null for drafts saved before answers were kept. */
  answers: string | null;
}

export interface ReferralsTable {
  id: number;
  user_id: number;
  position_id: number;
  referrer_name: string;
  status: 'submitted' | 'viewed' | 'interviewing' | 'hired' | 'not_selected';
  created_at: string;
}

export interface InterviewsTable {
  id: number;
  user_id: number;
  position_id: number;
  stage: string;
  starts_at: string;
  ends_at: string;
  timezone: string;
  location: string | null;
  meeting_url: string | null;
  interviewers: string;
  status: 'scheduled' | 'completed' | 'canceled';
  /** The candidate's answer; null until they answer, and again once the employer moves it. */
  candidate_response: 'confirmed' | 'reschedule_requested' | 'declined' | null;
  /** The times that suit the candidate, with a request for another time. */
  candidate_message: string | null;
  responded_at: string | null;
}

export interface EventsTable {
  id: number;
  title: string;
  description: string;
  starts_at: string;
  ends_at: string;
  /** IANA zone the event is held in. */
  timezone: Generated<string>;
  location: string | null;
  is_virtual: number;
  join_url: string | null;
}

export interface EventRegistrationsTable {
  event_id: number;
  user_id: number;
}

export interface SavedPositionsTable {
  user_id: number;
  position_id: number;
  saved_ms: number;
}

export interface JobCartItemsTable {
  /** `user:<id>` for candidates, `anon:<sha256 of the anonymous cookie>` for visitors. */
  owner_key: string;
  position_id: number;
  added_ms: number;
}

export interface FormsTable {
  user_id: number;
  id: string;
  title: string;
  description: string;
  status: 'open' | 'in_progress' | 'completed';
  due_at: string | null;
  updated_at: string;
  schema_name: string;
  variant: 'SimpleForm' | 'StepperForm' | 'HTMLForm' | 'PreboardingAdmin';
  form_values: string | null;
}

export interface ChatConversationsTable {
  id: string;
  owner_key: string;
  created_ms: number;
}

export interface ChatMessagesTable {
  id: Generated<number>;
  conversation_id: string;
  role: 'user' | 'assistant';
  text: string;
  created_ms: number;
}

export interface TelemetryEventsTable {
  id: Generated<number>;
  domain: string;
  event: string;
  namespace: string;
  data_json: string | null;
  metrics: string | null;
  owner_key: string;
  created_ms: number;
}

/** A product's theme for a careers site: the saved draft and the published values, as JSON. */
export interface BrandingThemesTable {
  group_id: string;
  product: string;
  draft_json: string | null;
  published_json: string | null;
  draft_saved_at: string | null;
  published_at: string | null;
}

/** A careers site's branding besides the theme; banner and footer HTML are stored sanitised. */
export interface BrandingSettingsTable {
  group_id: string;
  implementation_banner_json: string | null;
  banners_json: Generated<string>;
  footer_html: string | null;
  hide_provider_logo: Generated<number>;
  navbar_links_json: Generated<string>;
  updated_at: string;
}

/** A head script, served at `/careers/branding/scripts/<content_hash>.js`. */
export interface BrandingHeadScriptsTable {
  id: Generated<number>;
  group_id: string;
  sort_order: number;
  page: string;
  name: string;
  code: string;
  content_hash: string;
}

/** An uploaded logo or hero image: what was sent, and where it is shown. */
export interface BrandingImagesTable {
  id: Generated<number>;
  group_id: string;
  kind: 'logo' | 'hero';
  page: string | null;
  min_width: number | null;
  alt: Generated<string>;
  original_content_type: string;
  original_width: number;
  original_height: number;
  original_bytes: number;
  created_at: string;
}

/** A served copy of a branding image, at `/careers/branding/assets/<file_name>`. */
export interface BrandingAssetsTable {
  file_name: string;
  image_id: number;
  content_type: string;
  width: number;
  height: number;
  bytes: number;
  content: Buffer;
}

/**
 * A fixed-window rate limit's count, by the hash of its key (see `limits/window-counters.ts`);
 * PostgreSQL only.
 */
export interface RateCountersTable {
  key: string;
  expires_ms: number;
  /** Calls handed out to the processes this window. */
  granted: number;
  /** What the last claim received. */
  last_grant: number;
}

/** One counted attempt of a sliding-window throttle (see `limits/throttles.ts`). */
export interface ThrottleEventsTable {
  id: Generated<number>;
  scope: string;
  key: string;
  account: string | null;
  at_ms: number;
}

/** An account's run of failed sign-ins (see `limits/sign-in-throttle.ts`). */
export interface ThrottleAccountsTable {
  account: string;
  failures: number;
  last_ms: number;
}

export interface Database {
  app_meta: AppMetaTable;
  rate_counters: RateCountersTable;
  throttle_events: ThrottleEventsTable;
  throttle_accounts: ThrottleAccountsTable;
  users: UsersTable;
  sessions: SessionsTable;
  password_resets: PasswordResetsTable;
  pending_registrations: PendingRegistrationsTable;
  job_alerts: JobAlertsTable;
  profiles: ProfilesTable;
  resumes: ResumesTable;
  avatars: AvatarsTable;
  settings: SettingsTable;
  locations: LocationsTable;
  locations_rtree: LocationsRtreeTable;
  facet_combos: FacetCombosTable;
  positions: PositionsTable;
  position_details: PositionDetailsTable;
  autocomplete_terms: AutocompleteTermsTable;
  skills: SkillsTable;
  offers: OffersTable;
  offer_attachments: OfferAttachmentsTable;
  notifications: NotificationsTable;
  applications: ApplicationsTable;
  draft_applications: DraftApplicationsTable;
  application_status_history: ApplicationStatusHistoryTable;
  referrals: ReferralsTable;
  interviews: InterviewsTable;
  events: EventsTable;
  event_registrations: EventRegistrationsTable;
  saved_positions: SavedPositionsTable;
  job_cart_items: JobCartItemsTable;
  forms: FormsTable;
  chat_conversations: ChatConversationsTable;
  chat_messages: ChatMessagesTable;
  telemetry_events: TelemetryEventsTable;
  mail_outbox: MailOutboxTable;
  branding_themes: BrandingThemesTable;
  branding_settings: BrandingSettingsTable;
  branding_head_scripts: BrandingHeadScriptsTable;
  branding_images: BrandingImagesTable;
  branding_assets: BrandingAssetsTable;
}

export type UserRow = Selectable<UsersTable>;
export type PositionRow = Selectable<PositionsTable>;
export type LocationRow = Selectable<LocationsTable>;
export type OfferRow = Selectable<OffersTable>;
export type NotificationRow = Selectable<NotificationsTable>;
export type FormRow = Selectable<FormsTable>;
export type NewPosition = Insertable<PositionsTable>;
export type NewPositionDetails = Insertable<PositionDetailsTable>;
