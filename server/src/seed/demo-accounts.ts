/** The seeded accounts' sign-in, in a module of its own so tools can read it without the seed. */
export const DEMO_PASSWORD = 'Demo-Candidate-1';
export const DEMO_CANDIDATE_EMAIL = 'demo.candidate@example.com';
export const SECOND_CANDIDATE_EMAIL = 'second.candidate@example.com';
export const ADMIN_EMAIL = 'admin@example.com';
