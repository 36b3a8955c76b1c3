/**
 * The most entries each of a candidate's growing lists answers with: applications (active and
 * inactive, each), offers, interviews and referrals. They grow with every application and with all
 * the employer sends, while a dashboard shows the recent ones; the contract says which are kept.
 */
export const LIST_LIMIT = 100;
