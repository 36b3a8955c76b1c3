import { normalizeEmail } from '../db/repositories/users';
import { conflict, notFound, validationFailed } from '../http/errors';
import { ensureAnswersFit, QUOTAS, quotaReached } from '../http/quotas';
import { msg, translate } from '../i18n/messages';
import { isEmail } from '../lib/email';
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
  submitApplication: async ({ request, body, services, caller, locale }) => {
    const { positions, applications, profiles } = services.repositories;
    const [position] = await positions.findMany([body.position_id]);
    if (!position || position.archivedAt !== null) throw notFound('server.positions.notFound');
    const formData: unknown = body.form_data;
    ensureAnswersFit(formData);
    const formEmail =
      isRecord(formData) && typeof formData.email === 'string' ? formData.email.trim() : '';
    const user = caller.user;
    if (!user && !isEmail(formEmail)) {
      throw validationFailed('server.forms.answersNeedAttention', [
        { name: 'form_data.email', message: 'server.validation.email' },
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
        msg('server.apply.visitorLimit', { max: QUOTAS.visitorApplications }),
      );
    }
    if (await applications.hasApplied(user?.id ?? null, email, position.id)) {
      throw conflict('server.applications.alreadyApplied');
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
      message: translate(locale, msg('server.apply.submitted', { position: position.name })),
    });
  },
};
