import { geolocate } from '../boot/geolocation';
import { fieldFailed, notFound, validationFailed } from '../http/errors';
import { QUOTAS } from '../http/quotas';
import { msg, type Message } from '../i18n/messages';
import { changesFromParsedResume } from '../profile/resume-apply';
import { exportResume, hasResumeContent } from '../profile/resume-export';
import { locationOfUploader, readResumeUpload } from '../profile/resume';
import { parseResumeText } from '../profile/resume-parser';
import { resumeText } from '../profile/resume-text';
import type { Services } from '../services';
import { dayIn } from '../lib/time';
import { changeProfile, nowIso, profileOf, requireUser } from './support';
import { ok, type Handlers } from './types';

/** How many resumes a candidate may keep. */
export const MAX_RESUMES = 10;

const resumeList = async (services: Services, userId: number) => ({
  resumes: await services.repositories.resumes.list(userId),
  maxResumes: MAX_RESUMES,
});

export const resumeHandlers: Handlers<
  | 'uploadResume'
  | 'listResumes'
  | 'deleteResume'
  | 'downloadResume'
  | 'setPrimaryResume'
  | 'getParsedResume'
  | 'applyParsedResume'
  | 'exportResume'
> = {
  /**
   * Reads, parses and stores the resume as the primary one; a profile without a location takes
   * the resume's city, else where the upload came from. A file that cannot be read stores nothing.
   */
  uploadResume: async ({ body, services, caller, request }) => {
    const user = requireUser(caller);
    const field = 'resume_content';
    const file = await readResumeUpload(body.resume_file_name, body.resume_content, field);
    const { resumes, profiles, reference } = services.repositories;
    const refusal = (message: Message) =>
      validationFailed('server.upload.failed', [{ name: field, message }]);
    const tooMany = () => refusal(msg('server.resumes.tooMany', { max: MAX_RESUMES }));
    const quotaFull = () =>
      refusal(msg('server.resumes.quotaFull', { megabytes: QUOTAS.resumeBytes / (1024 * 1024) }));
    // Checked first so a full account skips the parsing; `add` checks again, atomically.
    if ((await resumes.count(user.id)) >= MAX_RESUMES) throw tooMany();
    const keptBytes = (await resumes.list(user.id)).reduce(
      (total, resume) => total + resume.sizeBytes,
      0,
    );
    if (keptBytes + file.content.length > QUOTAS.resumeBytes) throw quotaFull();
    const text = await resumeText(file, field);
    const parsed = parseResumeText(text, {
      locations: (await reference.allLocations()).map((location) => ({
        city: location.city,
        standardized: location.standardized,
      })),
      skills: await resumes.skillVocabulary(),
    });
    const stored = await resumes.add(
      user.id,
      { ...file, uploadedAt: nowIso(services), parsed },
      { resumes: MAX_RESUMES, bytes: QUOTAS.resumeBytes },
    );
    if (stored === 'limit_reached') throw tooMany();
    if (stored === 'quota_full') throw quotaFull();
    const { location } = await profileOf(services, user.id);
    const found =
      location === null ? (parsed.location ?? locationOfUploader(geolocate(request.ip))) : null;
    if (found !== null) await profiles.fillEmptyLocation(user.id, found, nowIso(services));
    const profile = await profileOf(services, user.id);
    return ok({
      candidate: { encId: profile.encId, location: profile.location, hasResume: profile.hasResume },
      resume: stored,
      parsed,
    });
  },

  listResumes: async ({ services, caller }) =>
    ok(await resumeList(services, requireUser(caller).id)),

  deleteResume: async ({ path, services, caller }) => {
    const user = requireUser(caller);
    if (!(await services.repositories.resumes.remove(user.id, path.resumeId))) {
      throw notFound('server.resumes.notFound');
    }
    return ok(await resumeList(services, user.id));
  },

  downloadResume: async ({ path, services, caller }) => {
    const file = await services.repositories.resumes.file(requireUser(caller).id, path.resumeId);
    if (!file) throw notFound('server.resumes.notFound');
    return ok({
      fileName: file.fileName,
      contentType: file.contentType,
      content: file.content.toString('base64'),
    });
  },

  setPrimaryResume: async ({ path, services, caller }) => {
    const user = requireUser(caller);
    if (!(await services.repositories.resumes.setPrimary(user.id, path.resumeId))) {
      throw notFound('server.resumes.notFound');
    }
    return ok(await resumeList(services, user.id));
  },

  getParsedResume: async ({ path, services, caller }) => {
    const parsed = await services.repositories.resumes.parsed(
      requireUser(caller).id,
      path.resumeId,
    );
    if (parsed === undefined) throw notFound('server.resumes.notFound');
    if (parsed === null) {
      throw validationFailed('server.resumes.notParsed', [
        { name: 'resumeId', message: 'server.resumes.uploadAgain' },
      ]);
    }
    return ok({ resumeId: path.resumeId, parsed });
  },

  /** Copies the ticked items into the profile; nothing changes when any of them is refused. */
  applyParsedResume: async ({ path, body, services, caller }) => {
    const user = requireUser(caller);
    const parsed = await services.repositories.resumes.parsed(user.id, path.resumeId);
    if (parsed === undefined) throw notFound('server.resumes.notFound');
    if (parsed === null) {
      throw validationFailed('server.profile.invalidRequest', [
        { name: 'resumeId', message: 'server.resumes.uploadAgain' },
      ]);
    }
    return ok(
      await changeProfile(
        services,
        user.id,
        (profile) => changesFromParsedResume(profile, parsed, body),
        'email',
      ),
    );
  },

  /**
   * A profile with nothing but a name and email → 422 rather than an empty document. The file is
   * named for the candidate's own day, in the time zone of their settings, not UTC's.
   */
  exportResume: async ({ query, services, caller }) => {
    const userId = requireUser(caller).id;
    const profile = await profileOf(services, userId);
    if (!hasResumeContent(profile)) throw fieldFailed('profile', 'server.resumes.emptyProfile');
    const { timezone } = await services.repositories.settings.sessionPreferencesOf(userId);
    return ok(exportResume(profile, dayIn(services.now(), timezone), query.format));
  },
};
