import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type SyntheticEvent } from 'react';
import { useApplyParsedResume } from '@generated/api/profile/profile';
import type {
  EducationEntry,
  ExperienceEntry,
  ParsedResume,
  UserProfile,
} from '@generated/api/models';
import { useSession } from '../../../api/session';
import { useMessages } from '../../../i18n/use-messages';
import { personName } from '../../../lib/person-name';
import { Modal } from '../../../ui/modal/modal';
import { applySavedProfile } from '../use-profile-edit';

const sameText = (a: string | null | undefined, b: string | null | undefined) =>
  (a ?? '').trim().toLowerCase() === (b ?? '').trim().toLowerCase();

const hasExperience = (profile: UserProfile, entry: ExperienceEntry) =>
  profile.experience.some(
    (existing) =>
      sameText(existing.title, entry.title) &&
      sameText(existing.company, entry.company) &&
      existing.dateRange.startDate === entry.dateRange.startDate,
  );

const hasEducation = (profile: UserProfile, entry: EducationEntry) =>
  profile.education.some(
    (existing) =>
      sameText(existing.school, entry.school) && sameText(existing.degree, entry.degree),
  );

interface ReviewItem {
  key: string;
  label: string;
  /** Ticked at first: adds something new or fills an empty field, never overwrites. */
  isTickedAtFirst: boolean;
}

interface ReviewGroup {
  legend: string;
  items: ReviewItem[];
}

/** What the resume found that would change the profile, grouped as the profile is. */
const useReviewGroups = (parsed: ParsedResume, profile: UserProfile): ReviewGroup[] => {
  const { t } = useMessages('candidate');
  const basic: ReviewItem[] =
    parsed.firstname !== null &&
    parsed.lastname !== null &&
    !(sameText(parsed.firstname, profile.firstname) && sameText(parsed.lastname, profile.lastname))
      ? [
          {
            key: 'basicInfo',
            label: t('candidate.resume.review.basicInfo', {
              name: personName({ firstname: parsed.firstname, lastname: parsed.lastname }),
            }),
            isTickedAtFirst: false,
          },
        ]
      : [];
  const contact: ReviewItem[] = [];
  if (parsed.email !== null && !sameText(parsed.email, profile.email)) {
    contact.push({
      key: 'email',
      label: t('candidate.resume.review.email', { email: parsed.email }),
      isTickedAtFirst: false,
    });
  }
  const phone = parsed.phone;
  if (
    phone !== null &&
    !(profile.phone?.number === phone.number && profile.phone.callingCode === phone.callingCode)
  ) {
    contact.push({
      key: 'phone',
      label: t('candidate.resume.review.phone', {
        phone: t('candidate.profile.phoneValue', {
          callingCode: phone.callingCode,
          number: phone.number,
        }),
      }),
      isTickedAtFirst: profile.phone === null,
    });
  }
  if (parsed.location !== null && !sameText(parsed.location, profile.location)) {
    contact.push({
      key: 'location',
      label: t('candidate.resume.review.location', { location: parsed.location }),
      isTickedAtFirst: profile.location === null,
    });
  }
  const known = new Set(profile.skills.map((skill) => skill.toLowerCase()));
  const skills = parsed.skillGroups.flatMap((group, index) => {
    const newSkills = group.skills.filter((skill) => !known.has(skill.toLowerCase()));
    return newSkills.length > 0
      ? [
          {
            key: `skillGroups.${index}`,
            label: t('candidate.resume.review.skillGroup', {
              hasLabel: group.label === '' ? 'no' : 'yes',
              label: group.label,
              skills: newSkills.join(', '),
            }),
            isTickedAtFirst: true,
          },
        ]
      : [];
  });
  const experience = parsed.experience.flatMap((entry, index) =>
    hasExperience(profile, entry)
      ? []
      : [
          {
            key: `experience.${index}`,
            label: t('candidate.resume.review.experience', {
              title: entry.title,
              company: entry.company,
              start: entry.dateRange.startDate,
              isCurrent: entry.dateRange.isCurrent ? 'yes' : 'no',
              end: entry.dateRange.endDate ?? '',
            }),
            isTickedAtFirst: true,
          },
        ],
  );
  const education = parsed.education.flatMap((entry, index) =>
    hasEducation(profile, entry)
      ? []
      : [
          {
            key: `education.${index}`,
            label: t('candidate.resume.review.education', {
              degree: entry.degree,
              hasField: entry.field ? 'yes' : 'no',
              field: entry.field ?? '',
              school: entry.school,
              start: entry.dateRange.startDate,
              isCurrent: entry.dateRange.isCurrent ? 'yes' : 'no',
              end: entry.dateRange.endDate ?? '',
            }),
            isTickedAtFirst: true,
          },
        ],
  );
  return [
    { legend: t('candidate.resume.review.basicLegend'), items: basic },
    { legend: t('candidate.resume.review.contactLegend'), items: contact },
    { legend: t('candidate.resume.review.skillsLegend'), items: skills },
    { legend: t('candidate.resume.review.experienceLegend'), items: experience },
    { legend: t('candidate.resume.review.educationLegend'), items: education },
  ].filter((group) => group.items.length > 0);
};

const indexesOf = (ticked: ReadonlySet<string>, prefix: string): number[] =>
  [...ticked]
    .filter((key) => key.startsWith(`${prefix}.`))
    .map((key) => Number(key.slice(prefix.length + 1)))
    .sort((a, b) => a - b);

export interface ResumeReviewProps {
  resumeId: number;
  parsed: ParsedResume;
  profile: UserProfile;
  /** Called with the updated profile once applied, or with null when the candidate skips. */
  onDone: (profile: UserProfile | null) => void;
}

/**
 * What parsing found in a resume, a checkbox per item, and a button that adds the ticked items
 * to the profile. Nothing changes in the profile before that button is pressed.
 */
export const ResumeReview = ({ resumeId, parsed, profile, onDone }: ResumeReviewProps) => {
  const { t } = useMessages('candidate');
  const { domain } = useSession();
  const queryClient = useQueryClient();
  const idPrefix = useId();
  const groups = useReviewGroups(parsed, profile);
  const [ticked, setTicked] = useState<ReadonlySet<string>>(
    () =>
      new Set(
        groups.flatMap((group) =>
          group.items.filter((item) => item.isTickedAtFirst).map((item) => item.key),
        ),
      ),
  );
  const apply = useApplyParsedResume();
  // The groups follow the profile, which may change while the review is open (another tab saved
  // an entry): only what is still listed may be applied.
  const shown = new Set(groups.flatMap((group) => group.items.map((item) => item.key)));
  const chosen = new Set([...ticked].filter((key) => shown.has(key)));

  const toggle = (key: string, isTicked: boolean) =>
    setTicked((current) => {
      const next = new Set(current);
      if (isTicked) next.add(key);
      else next.delete(key);
      return next;
    });

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    apply.mutate(
      {
        resumeId,
        params: { domain },
        data: {
          domain,
          basicInfo: chosen.has('basicInfo'),
          email: chosen.has('email'),
          phone: chosen.has('phone'),
          location: chosen.has('location'),
          skillGroups: indexesOf(chosen, 'skillGroups'),
          experience: indexesOf(chosen, 'experience'),
          education: indexesOf(chosen, 'education'),
        },
      },
      {
        onSuccess: (updated) => {
          applySavedProfile(queryClient, domain, updated);
          onDone(updated);
        },
      },
    );
  };

  if (groups.length === 0) {
    return (
      <div className="resume-review">
        <p>
          {parsed.hasText
            ? t('candidate.resume.review.nothing')
            : t('candidate.resume.review.noText')}
        </p>
        <div className="resume-actions">
          <button type="button" className="button button--primary" onClick={() => onDone(null)}>
            {t('candidate.resume.review.continue')}
          </button>
        </div>
      </div>
    );
  }

  return (
    <form className="resume-review" onSubmit={submit} aria-busy={apply.isPending}>
      <p>{t('candidate.resume.review.intro')}</p>
      {groups.map((group) => (
        <fieldset key={group.legend} className="resume-review__group">
          <legend>{group.legend}</legend>
          {group.items.map((item) => {
            const id = `${idPrefix}-${item.key}`;
            return (
              <div key={item.key} className="resume-review__item">
                <input
                  id={id}
                  type="checkbox"
                  checked={ticked.has(item.key)}
                  onChange={(event) => toggle(item.key, event.currentTarget.checked)}
                />
                <label htmlFor={id}>{item.label}</label>
              </div>
            );
          })}
        </fieldset>
      ))}
      {apply.isError && <p role="alert">{t('candidate.resume.review.failed')}</p>}
      <div className="resume-actions">
        <button
          type="submit"
          className="button button--primary"
          disabled={apply.isPending || chosen.size === 0}
        >
          {t('candidate.resume.review.apply')}
        </button>
        <button type="button" className="button" onClick={() => onDone(null)}>
          {t('candidate.resume.review.skip')}
        </button>
      </div>
    </form>
  );
};

interface ResumeReviewDialogProps extends Omit<ResumeReviewProps, 'onDone'> {
  onClose: () => void;
}

/** The review in a dialog, as the profile page opens it after an upload. */
export const ResumeReviewDialog = ({ onClose, ...review }: ResumeReviewDialogProps) => {
  const { t } = useMessages('candidate');
  return (
    <Modal
      title={t('candidate.resume.review.title')}
      isOpen
      onClose={onClose}
      className="modal--wide"
    >
      <ResumeReview {...review} onDone={onClose} />
    </Modal>
  );
};
