import { normalizeEmail } from '../db/repositories/users';
import { conflict, notFound, POSITION_NOT_FOUND, validationFailed } from '../http/errors';
import { ensureAnswersFit, QUOTAS, quotaReached } from '../http/quotas';
import { EMAIL_MESSAGE, isEmail } from '../lib/email';
import { isRecord } from '../lib/json';
import { notify } from '../notifications/notify';
import { readResumeUpload } from '../profile/resume';
import { notifyContextOf, nowIso, visitorKeyOf } from './support';
import { created, type Handlers } from './types';

export const applyHandlers: Handlers<'submitApplication'> = {
  /**
   * Candidates apply with their account; visitors (logged-out apply is enabled for this site)
   * are identified by the email in the form. One application per person and position.
   */
  submitApplication: async ({ request, body, services, caller }) => {
    const { positions, applications, profiles } = services.repositories;
    const [position] = await positions.findMany([body.position_id]);
    if (!position || position.archivedAt !== null) throw notFound(POSITION_NOT_FOUND);
    const formData: unknown = body.form_data;
    ensureAnswersFit(formData);
    const formEmail =
      isRecord(formData) && typeof formData.email === 'string' ? formData.email.trim() : '';
    const user = caller.user;
    if (!user && !isEmail(formEmail)) {
      throw validationFailed('Some answers need your attention.', [
        {
          name: 'form_data.email',
          message: EMAIL_MESSAGE,
        },
      ]);
    }
    const email = user ? user.email : normalizeEmail(formEmail);
    const visitorKey = user ? null : visitorKeyOf(caller);
    if (
      visitorKey !== null &&
      (await applications.visitorApplicationCount(visitorKey)) >= QUOTAS.visitorApplications
    ) {
      throw quotaReached(
        'position_id',
        `You can send at most ${QUOTAS.visitorApplications} applications before signing in. Sign in or create an account to apply to more positions.`,
      );
    }
    if (await applications.hasApplied(user?.id ?? null, email, position.id)) {
      throw conflict('You have already applied to this position.');
    }
    const resume =
      body.resume_content !== undefined
        ? await readResumeUpload(
            body.resume_file_name ?? 'resume.pdf',
            body.resume_content,
            'resume_content',
          )
        : user
          ? ((await profiles.primaryResume(user.id)) ?? null)
          : null;
    const { application, stepId } = await applications.create({
      userId: user?.id ?? null,
      visitorKey,
      applicantEmail: email,
      positionId: position.id,
      nowIso: nowIso(services),
      formData,
      resume,
    });
    if (user) {
      await notify(
        notifyContextOf(services, request.log),
        user.id,
        {
          kind: 'application_status',
          stepId,
          positionName: position.name,
          step: 'applied',
        },
        services.now(),
      );
    }
    return created({
      application,
      message: `Your application for ${position.name} has been submitted.`,
    });
  },
};
