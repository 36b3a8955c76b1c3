import { useId } from 'react';
import type { ResumeUploadResult } from '@generated/api/models';
import { useMessages } from '../../../i18n/use-messages';
import { Modal } from '../../../ui/modal/modal';
import { formatFileSize } from './file-size';
import { useResumeUpload } from './use-resume-upload';
import './resume.css';
import { FileChooser } from '../../../ui/file-chooser/file-chooser';

/** The resume types the server reads. */
export const RESUME_ACCEPT = '.pdf,.docx,.doc,.txt';

interface ResumeUploadProps {
  onUploaded?: (result: ResumeUploadResult) => void;
}

/** Choose a resume file, confirm it in a dialog, upload it; a failure says why under the input. */
export const ResumeUpload = ({ onUploaded }: ResumeUploadProps) => {
  const { t } = useMessages('candidate', 'files');
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const upload = useResumeUpload(onUploaded);
  const file = upload.selectedFile;

  return (
    <div className="resume-upload">
      <label htmlFor={inputId} className="resume-upload__label">
        {t('candidate.resume.choose')}
      </label>
      <p id={hintId} className="resume-upload__hint">
        {t('candidate.resume.chooseHint')}
      </p>
      <FileChooser
        id={inputId}
        showChosen={false}
        accept={RESUME_ACCEPT}
        aria-describedby={upload.hasFailed ? `${hintId} ${errorId}` : hintId}
        aria-invalid={upload.hasFailed ? true : undefined}
        disabled={upload.isUploading}
        onChange={(event) => {
          const chosen = event.currentTarget.files?.[0];
          // Cleared, so choosing the same file again is a change too.
          event.currentTarget.value = '';
          if (chosen) upload.choose(chosen);
        }}
      />
      {upload.isUploading && (
        <p role="status" className="resume-upload__hint">
          {t('candidate.resume.uploading')}
        </p>
      )}
      {upload.hasFailed && (
        <div id={errorId} role="alert" className="resume-upload__error">
          <p>{t('files.upload.failed')}</p>
          {upload.reason && <p>{upload.reason}</p>}
        </div>
      )}
      <Modal
        title={t('candidate.resume.confirm.title')}
        isOpen={file !== null}
        onClose={upload.cancel}
      >
        {file && (
          <p>
            {t('candidate.resume.confirm.body', {
              fileName: file.name,
              size: formatFileSize(file.size, t),
            })}
          </p>
        )}
        <div className="resume-actions">
          <button
            type="button"
            className="button button--primary"
            disabled={upload.isUploading}
            aria-busy={upload.isUploading}
            onClick={() => void upload.confirm()}
          >
            {t('candidate.resume.confirm.upload')}
          </button>
          <button type="button" className="button" onClick={upload.cancel}>
            {t('candidate.resume.confirm.cancel')}
          </button>
        </div>
      </Modal>
    </div>
  );
};
