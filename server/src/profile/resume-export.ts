import type { components } from '../../../generated/server/pcsx';
import { layOutPdf, type TextBlock } from '../lib/pdf-layout';

type UserProfile = components['schemas']['UserProfile'];
type ResumeExport = components['schemas']['ResumeExport'];
type DateRange = components['schemas']['DateRange'];

/** Whether the profile has anything to make a resume of: a headline, entries or skills. */
export const hasResumeContent = (profile: UserProfile): boolean =>
  Boolean(profile.headline) ||
  profile.experience.length + profile.education.length > 0 ||
  profile.skills.length > 0;

const period = (range: DateRange): string =>
  `${range.startDate} – ${range.isCurrent || range.endDate === null ? 'Present' : range.endDate}`;

const resumeBlocks = (profile: UserProfile): TextBlock[] => {
  const contact = [
    profile.email,
    profile.phone ? `${profile.phone.callingCode} ${profile.phone.number}` : null,
    profile.location,
  ].filter((part): part is string => Boolean(part));
  const blocks: TextBlock[] = [
    { style: 'title', text: `${profile.firstname} ${profile.lastname}` },
    ...(profile.headline ? [{ style: 'subtitle' as const, text: profile.headline }] : []),
    { style: 'meta', text: contact.join('  ·  ') },
  ];
  if (profile.experience.length > 0) {
    blocks.push({ style: 'heading', text: 'Experience' });
    for (const entry of profile.experience) {
      blocks.push(
        { style: 'strong', text: `${entry.title} — ${entry.company}` },
        { style: 'meta', text: period(entry.dateRange) },
        ...(entry.description
          ? [{ style: 'body' as const, text: entry.description, indent: 12 }]
          : []),
      );
    }
  }
  if (profile.education.length > 0) {
    blocks.push({ style: 'heading', text: 'Education' });
    for (const entry of profile.education) {
      blocks.push(
        { style: 'strong', text: entry.field ? `${entry.degree} in ${entry.field}` : entry.degree },
        { style: 'body', text: entry.school },
        { style: 'meta', text: period(entry.dateRange) },
      );
    }
  }
  if (profile.skills.length > 0) {
    blocks.push(
      { style: 'heading', text: 'Skills' },
      { style: 'body', text: profile.skills.join(', ') },
    );
  }
  if (profile.links.length > 0) {
    blocks.push(
      { style: 'heading', text: 'Links' },
      ...profile.links.map((link) => ({
        style: 'body' as const,
        text: `${link.label}: ${link.url}`,
      })),
    );
  }
  return blocks;
};

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
  const pdf = layOutPdf({
    title: `${profile.firstname} ${profile.lastname} — Resume`,
    blocks: resumeBlocks(profile),
  });
  return {
    fileName: `${baseName}.pdf`,
    contentType: 'application/pdf',
    content: pdf.toString('base64'),
  };
};
