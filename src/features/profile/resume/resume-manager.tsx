import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import {
  getDownloadResumeQueryOptions,
  getGetParsedResumeQueryOptions,
  getGetProfileAnalysisQueryKey,
  getGetProfileDetailsQueryKey,
  getListResumesQueryKey,
  useDeleteResume,
  useListResumes,
  useSetPrimaryResume,
} from '@generated/api/profile/profile';
import type { ParsedResume, ResumeList, ResumeSummary } from '@generated/api/models';
import { useSession } from '../../../api/session';
import { useMessages } from '../../../i18n/use-messages';
import { useViewerTimeZone } from '../../../entities/time-zone/use-viewer-time-zone';
import { formatDate } from '../../../shared/dates';
import { base64ToBlob } from '../../../lib/files';
import { saveFile } from '../../../lib/save-file';
import { usePendingFocus } from '../../../lib/use-pending-focus';
import { Modal } from '../../../ui/modal/modal';
import { QueryState } from '../../../ui/query-state';
import { formatFileSize } from './file-size';

interface ResumeRowProps {
  resume: ResumeSummary;
  isBusy: boolean;
  onDownload: () => void;
  onReview: () => void;
  onMakePrimary: () => void;
  onDelete: () => void;
}

/**
 * One resume: its name and details, download, review what was found, make primary, and delete
 * after a confirmation.
 */
const ResumeRow = ({
  resume,
  isBusy,
  onDownload,
  onReview,
  onMakePrimary,
  onDelete,
}: ResumeRowProps) => {
  const { t, locale } = useMessages('candidate');
  const timeZone = useViewerTimeZone();
  const [isConfirming, setIsConfirming] = useState(false);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const deleteRef = useRef<HTMLButtonElement>(null);
  const wasConfirming = useRef(false);
  useEffect(() => {
    // Focus follows the question in and back out, so a keyboard user never loses their place.
    if (isConfirming) confirmRef.current?.focus();
    else if (wasConfirming.current) deleteRef.current?.focus();
    wasConfirming.current = isConfirming;
  }, [isConfirming]);
  const date = formatDate(resume.uploadedAt, locale, timeZone);
  return (
    <li className="resume-manager__item">
      <div className="resume-manager__name">
        <strong>{resume.fileName}</strong>
        {resume.isPrimary && (
          <span className="chip resume-manager__primary">
            {t('candidate.resume.manager.primary')}
          </span>
        )}
      </div>
      <p className="resume-manager__details">
        {t('candidate.resume.manager.details', {
          date,
          size: formatFileSize(resume.sizeBytes, t),
        })}
      </p>
      {isConfirming ? (
        <div
          role="group"
          aria-label={t('candidate.resume.manager.confirmDelete', { fileName: resume.fileName })}
        >
          <p>{t('candidate.resume.manager.confirmDelete', { fileName: resume.fileName })}</p>
          <div className="resume-actions">
            <button
              ref={confirmRef}
              type="button"
              className="button button--danger"
              disabled={isBusy}
              onClick={onDelete}
            >
              {t('candidate.resume.manager.deleteConfirm')}
            </button>
            <button type="button" className="button" onClick={() => setIsConfirming(false)}>
              {t('candidate.resume.manager.keep')}
            </button>
          </div>
        </div>
      ) : (
        <div className="resume-actions">
          <button
            type="button"
            className="button"
            aria-label={t('candidate.resume.manager.downloadLabel', { fileName: resume.fileName })}
            onClick={onDownload}
          >
            {t('candidate.resume.manager.download')}
          </button>
          <button
            type="button"
            className="button"
            aria-label={t('candidate.resume.manager.reviewLabel', { fileName: resume.fileName })}
            onClick={onReview}
          >
            {t('candidate.resume.manager.review')}
          </button>
          {!resume.isPrimary && (
            <button
              type="button"
              className="button"
              aria-label={t('candidate.resume.manager.makePrimaryLabel', {
                fileName: resume.fileName,
              })}
              disabled={isBusy}
              onClick={onMakePrimary}
            >
              {t('candidate.resume.manager.makePrimary')}
            </button>
          )}
          <button
            ref={deleteRef}
            type="button"
            className="button"
            aria-label={t('candidate.resume.manager.deleteLabel', { fileName: resume.fileName })}
            disabled={isBusy}
            onClick={() => setIsConfirming(true)}
          >
            {t('candidate.resume.manager.delete')}
          </button>
        </div>
      )}
    </li>
  );
};

interface ResumeManagerDialogProps {
  isOpen: boolean;
  onClose: () => void;
  /** Opens the review of what was found in a resume, to apply it to the profile again. */
  onReview: (resumeId: number, parsed: ParsedResume) => void;
}

/** Every uploaded resume: download one, review it again, choose the primary one, delete one. */
export const ResumeManagerDialog = ({ isOpen, onClose, onReview }: ResumeManagerDialogProps) => {
  const { t } = useMessages('candidate');
  const { domain } = useSession();
  const queryClient = useQueryClient();
  const list = useListResumes({ domain }, { query: { enabled: isOpen } });
  const [hasFailed, setHasFailed] = useState(false);
  const titleId = useId();
  const focusLater = usePendingFocus();

  /** The answer is the new list; the profile shows the primary resume, so it loads again. */
  const onChanged = (resumes: ResumeList) => {
    setHasFailed(false);
    // The button pressed is gone (its row deleted, or the resume now primary): focus the title.
    focusLater(titleId);
    queryClient.setQueryData(getListResumesQueryKey({ domain }), resumes);
    void queryClient.invalidateQueries({ queryKey: getGetProfileDetailsQueryKey({ domain }) });
    void queryClient.invalidateQueries({ queryKey: getGetProfileAnalysisQueryKey({ domain }) });
  };
  const onFailed = () => setHasFailed(true);
  const makePrimary = useSetPrimaryResume({
    mutation: { onSuccess: onChanged, onError: onFailed },
  });
  const remove = useDeleteResume({ mutation: { onSuccess: onChanged, onError: onFailed } });
  const isBusy = makePrimary.isPending || remove.isPending;

  const download = async (resume: ResumeSummary) => {
    try {
      const file = await queryClient.query(getDownloadResumeQueryOptions(resume.id, { domain }));
      saveFile(file.fileName, base64ToBlob(file.content, file.contentType));
      setHasFailed(false);
    } catch {
      setHasFailed(true);
    }
  };

  const review = async (resume: ResumeSummary) => {
    try {
      const found = await queryClient.query(getGetParsedResumeQueryOptions(resume.id, { domain }));
      setHasFailed(false);
      onReview(found.resumeId, found.parsed);
    } catch {
      setHasFailed(true);
    }
  };

  return (
    <Modal
      title={t('candidate.resume.manager.title')}
      isOpen={isOpen}
      onClose={onClose}
      className="modal--wide"
      titleId={titleId}
    >
      <div aria-busy={isBusy}>
        {hasFailed && <p role="alert">{t('candidate.resume.manager.failed')}</p>}
        <QueryState
          {...list}
          isEmpty={(data) => data.resumes.length === 0}
          emptyMessage={t('candidate.resume.manager.empty')}
        >
          {(data) => (
            <>
              <ul className="resume-manager">
                {data.resumes.map((resume) => (
                  <ResumeRow
                    key={resume.id}
                    resume={resume}
                    isBusy={isBusy}
                    onDownload={() => void download(resume)}
                    onReview={() => void review(resume)}
                    onMakePrimary={() =>
                      makePrimary.mutate({ resumeId: resume.id, params: { domain } })
                    }
                    onDelete={() => remove.mutate({ resumeId: resume.id, params: { domain } })}
                  />
                ))}
              </ul>
              <p className="resume-upload__hint">
                {t('candidate.resume.manager.limit', { count: data.maxResumes })}
              </p>
            </>
          )}
        </QueryState>
      </div>
    </Modal>
  );
};
