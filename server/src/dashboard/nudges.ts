import type { components } from '../../../generated/server/pcsx';
import type { Repositories } from '../db/repositories';
import { english, msg, type MessageId, type Translate } from '../i18n/messages';
import { profileCompletion } from '../profile/completion';

type Nudge = components['schemas']['Nudge'];

/** The profile page's own section, which its anchors name `profile-section-<section>`. */
const profileSectionUrl = (section: string): string =>
  `/careers/profile#profile-section-${section}`;

/** The nudge that asks for a missing profile section, by section. */
const ADD_SECTION_TITLES: Readonly<Record<string, MessageId>> = {
  basic_info: 'server.nudges.completeProfile.addLocation',
  contact: 'server.nudges.completeProfile.addPhone',
  resume: 'server.nudges.completeProfile.addResume',
  skills: 'server.nudges.completeProfile.addSkills',
  experience: 'server.nudges.completeProfile.addExperience',
  education: 'server.nudges.completeProfile.addEducation',
  links: 'server.nudges.completeProfile.addLinks',
};

/** Beyond this many similar open roles the nudge says "20+". */
const SIMILAR_SHOWN = 20;

/**
 * A candidate's next steps, in this order: finish each draft for a still-open position, upload a
 * resume, fill the first missing profile section, apply to roles like the latest application's.
 */
export const nudgesFor = async (
  repositories: Repositories,
  userId: number,
  t: Translate = english,
): Promise<Nudge[]> => {
  const nudges: Nudge[] = [];
  const drafts = await repositories.dashboard.drafts(userId);
  for (const draft of drafts.filter((entry) => entry.position.archived_at < 0)) {
    nudges.push({
      id: `nudge_finish_draft_${draft.position_id}`,
      title: t('server.nudges.finishDraft.title'),
      message: t(
        msg('server.nudges.finishDraft.message', {
          position: draft.position.name,
          percent: draft.completion_percent,
        }),
      ),
      actionLabel: t('server.nudges.finishDraft.action'),
      actionUrl: `/careers/apply?pid=${draft.position_id}`,
      kind: 'finish_draft',
    });
  }
  const profile = await repositories.profiles.get(userId);
  if (profile && !profile.hasResume) {
    nudges.push({
      id: 'nudge_upload_resume',
      title: t('server.nudges.uploadResume.title'),
      message: t('server.nudges.uploadResume.message'),
      actionLabel: t('server.nudges.uploadResume.action'),
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
      title: t(
        Object.hasOwn(ADD_SECTION_TITLES, firstMissing)
          ? (ADD_SECTION_TITLES[firstMissing] ?? 'server.nudges.completeProfile.addDetails')
          : 'server.nudges.completeProfile.addDetails',
      ),
      message: t('server.nudges.completeProfile.message'),
      actionLabel: t('server.nudges.completeProfile.action'),
      actionUrl: profileSectionUrl(firstMissing),
      kind: 'complete_profile',
    });
  }
  const latestPositionId = await repositories.applications.latestPositionId(userId);
  if (latestPositionId !== undefined) {
    // The listing record, cached like every listed position's and dropped when positions change.
    const [position] = await repositories.positions.findMany([latestPositionId]);
    const similar =
      position && position.archivedAt === null
        ? await repositories.positions.countOpenLike(position, SIMILAR_SHOWN)
        : 0;
    if (position && similar > 0) {
      nudges.push({
        id: `nudge_apply_similar_${position.id}`,
        title: t('server.nudges.applySimilar.title'),
        message: t(
          msg('server.nudges.applySimilar.message', {
            count: similar >= SIMILAR_SHOWN ? `${SIMILAR_SHOWN}+` : similar,
            position: position.name,
          }),
        ),
        actionLabel: t('server.nudges.applySimilar.action'),
        actionUrl: `/careers/search?query=${encodeURIComponent(position.roleFamily)}`,
        kind: 'apply_similar',
      });
    }
  }
  return nudges;
};
