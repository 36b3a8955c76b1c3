import type { components } from '../../../generated/server/pcsx';
import { profileCompletion, SECTION_LABELS } from '../profile/completion';
import { requireUser } from './support';
import { ok, type Handlers } from './types';

type Nudge = components['schemas']['Nudge'];

export const dashboardHandlers: Handlers<
  | 'getDashboardApplications'
  | 'getDashboardNudges'
  | 'getDashboardEvents'
  | 'getDashboardInterviews'
  | 'getDashboardReferrals'
  | 'listDraftApplications'
  | 'deleteDraftApplications'
> = {
  getDashboardApplications: async ({ services, caller }) => {
    const applications = await services.repositories.applications.listForUser(
      requireUser(caller).id,
    );
    return ok({
      applications: applications.filter((application) => application.isActive),
      inactiveApplications: applications.filter((application) => !application.isActive),
    });
  },

  /** Next steps computed from the profile, drafts and applications. */
  getDashboardNudges: async ({ services, caller }) => {
    const user = requireUser(caller);
    const { repositories } = services;
    const nudges: Nudge[] = [];
    const drafts = await repositories.dashboard.drafts(user.id);
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
    const profile = await repositories.profiles.get(user.id);
    if (profile && !profile.hasResume) {
      nudges.push({
        id: 'nudge_upload_resume',
        title: 'Upload your resume',
        message: 'Candidates with a resume get better job matches.',
        actionLabel: 'Upload resume',
        actionUrl: '/careers/profile',
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
        actionUrl: '/careers/profile',
        kind: 'complete_profile',
      });
    }
    const [latest] = await repositories.applications.listForUser(user.id);
    if (latest) {
      const position = await repositories.positions.findOpen(latest.position.id);
      const similar = position ? await repositories.positions.similarIds(position, 20) : [];
      if (position && similar.length > 0) {
        nudges.push({
          id: `nudge_apply_similar_${position.id}`,
          title: 'Apply to similar jobs',
          message: `${similar.length >= 20 ? '20+' : similar.length} open roles are similar to ${position.name}.`,
          actionLabel: 'See similar jobs',
          actionUrl: `/careers/search?query=${encodeURIComponent(position.roleFamily)}`,
          kind: 'apply_similar',
        });
      }
    }
    return ok({ nudges });
  },

  getDashboardEvents: async ({ services, caller }) =>
    ok({ events: await services.repositories.dashboard.events(requireUser(caller).id) }),

  getDashboardInterviews: async ({ services, caller }) =>
    ok({ interviews: await services.repositories.dashboard.interviews(requireUser(caller).id) }),

  getDashboardReferrals: async ({ services, caller }) =>
    ok({ referrals: await services.repositories.dashboard.referrals(requireUser(caller).id) }),

  listDraftApplications: async ({ services, caller }) =>
    ok({
      draft_applications: await services.repositories.dashboard.drafts(requireUser(caller).id),
    }),

  deleteDraftApplications: async ({ body, services, caller }) =>
    ok({
      count: await services.repositories.dashboard.deleteDrafts(
        requireUser(caller).id,
        body.position_ids,
      ),
    }),
};
