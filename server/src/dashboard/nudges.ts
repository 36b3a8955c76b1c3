import type { components } from '../../../generated/server/pcsx';
import type { Repositories } from '../db/repositories';
import { profileCompletion, SECTION_LABELS } from '../profile/completion';

type Nudge = components['schemas']['Nudge'];

/** The profile page's own section, which its anchors name `profile-section-<section>`. */
const profileSectionUrl = (section: string): string =>
  `/careers/profile#profile-section-${section}`;

/** Beyond this many similar open roles the nudge says "20+". */
const SIMILAR_SHOWN = 20;

/**
 * A candidate's next steps, in this order: finish each draft for a still-open position, upload a
 * resume, fill the first missing profile section, apply to roles like the latest application's.
 */
export const nudgesFor = async (repositories: Repositories, userId: number): Promise<Nudge[]> => {
  const nudges: Nudge[] = [];
  const drafts = await repositories.dashboard.drafts(userId);
  for (const draft of drafts.filter((entry) => entry.position.archived_at < 0)) {
    nudges.push({
      id: `nudge_finish_draft_${draft.position_id}`,
      title: 'Finish your application',
      message: `Your application for ${draft.position.name} is ${draft.completion_percent}% complete.`,
      actionLabel: 'Continue application',
      actionUrl: `/careers/apply?pid=${draft.position_id}`,
      kind: 'finish_draft',
    });
  }
  const profile = await repositories.profiles.get(userId);
  if (profile && !profile.hasResume) {
    nudges.push({
      id: 'nudge_upload_resume',
      title: 'Upload your resume',
      message: 'Candidates with a resume get better job matches.',
      actionLabel: 'Upload resume',
      actionUrl: profileSectionUrl('resume'),
      kind: 'upload_resume',
    });
  }
  const missing = profile
    ? profileCompletion(profile).missingSections.filter((name) => name !== 'resume')
    : [];
  const [firstMissing] = missing;
  if (firstMissing !== undefined) {
    nudges.push({
      id: 'nudge_complete_profile',
      title: `Add ${SECTION_LABELS[firstMissing] ?? 'more details'}`,
      message: 'Candidates with a complete profile hear back sooner.',
      actionLabel: 'Edit profile',
      actionUrl: profileSectionUrl(firstMissing),
      kind: 'complete_profile',
    });
  }
  const [latest] = await repositories.applications.listForUser(userId);
  if (latest) {
    const position = await repositories.positions.findOpen(latest.position.id);
    const similar = position
      ? await repositories.positions.similarIds(position, SIMILAR_SHOWN)
      : [];
    if (position && similar.length > 0) {
      nudges.push({
        id: `nudge_apply_similar_${position.id}`,
        title: 'Apply to similar jobs',
        message: `${similar.length >= SIMILAR_SHOWN ? `${SIMILAR_SHOWN}+` : similar.length} open roles are similar to ${position.name}.`,
        actionLabel: 'See similar jobs',
        actionUrl: `/careers/search?query=${encodeURIComponent(position.roleFamily)}`,
        kind: 'apply_similar',
      });
    }
  }
  return nudges;
};
