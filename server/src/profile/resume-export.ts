import type { components } from '../../../generated/server/pcsx';
import { createPdf } from '../lib/pdf';

type UserProfile = components['schemas']['UserProfile'];
type ResumeExport = components['schemas']['ResumeExport'];

const resumeLines = (profile: UserProfile): string[] => [
  [profile.headline, profile.location].filter(Boolean).join(' - '),
  [profile.email, profile.phone ? `${profile.phone.callingCode} ${profile.phone.number}` : null]
    .filter(Boolean)
    .join(' - '),
  '',
  'EXPERIENCE',
  ...profile.experience.flatMap((entry) => [
    `${entry.title}, ${entry.company} (${entry.dateRange.startDate} - ${entry.dateRange.endDate ?? 'present'})`,
    ...(entry.description ? [`  ${entry.description}`] : []),
  ]),
  '',
  'EDUCATION',
  ...profile.education.map(
    (entry) =>
      `${entry.degree}${entry.field ? ` ${entry.field}` : ''}, ${entry.school} (${entry.dateRange.startDate} - ${entry.dateRange.endDate ?? 'present'})`,
  ),
  '',
  `SKILLS: ${profile.skills.join(', ')}`,
  ...(profile.links.length > 0
    ? ['', ...profile.links.map((link) => `${link.label}: ${link.url}`)]
    : []),
];

/** The profile as a resume named `<First>_<Last>_Resume_<day>`: a PDF, or the profile's JSON. */
export const exportResume = (
  profile: UserProfile,
  day: string,
  format: 'pdf' | 'json' = 'pdf',
): ResumeExport => {
  const baseName = `${profile.firstname}_${profile.lastname}_Resume_${day}`.replace(
    /[^\p{L}\p{N}_-]+/gu,
    '_',
  );
  if (format === 'json') {
    return {
      fileName: `${baseName}.json`,
      contentType: 'application/json',
      content: Buffer.from(JSON.stringify(profile, null, 2)).toString('base64'),
    };
  }
  const pdf = createPdf({
    title: `${profile.firstname} ${profile.lastname}`,
    lines: resumeLines(profile),
  });
  return {
    fileName: `${baseName}.pdf`,
    contentType: 'application/pdf',
    content: pdf.toString('base64'),
  };
};
