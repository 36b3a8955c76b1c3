import { useState } from 'react';
import { Link } from '../../i18n/localized-navigation';
import { useExportResume } from '@generated/api/profile/profile';
import { ApiError } from '../../api/api-error';
import { useSession } from '../../api/session';
import { useMessages } from '../../i18n/use-messages';
import { base64ToBlob } from '../../lib/files';
import { saveFile } from '../../lib/save-file';
import { PdfViewer } from '../../ui/pdf-viewer/pdf-viewer';
import { QueryState } from '../../ui/query-state';
import './resume/resume.css';

/** /careers/export-resume: the profile as a PDF resume to download or look at. */
export const ExportResumeScreen = () => {
  const { t } = useMessages('candidate');
  const { domain } = useSession();
  const resume = useExportResume({ domain, format: 'pdf' });
  const [isShown, setIsShown] = useState(false);
  // An empty profile is refused with 422: say what to add instead of showing an error.
  const isEmptyProfile = resume.error instanceof ApiError && resume.error.status === 422;
  return (
    <section className="export-resume">
      <h1>{t('candidate.export.heading')}</h1>
      <p>{t('candidate.export.intro')}</p>
      {isEmptyProfile ? (
        <div role="status">
          <p>{t('candidate.export.empty')}</p>
          <Link to="/careers/profile">{t('candidate.export.toProfile')}</Link>
        </div>
      ) : (
        <QueryState {...resume}>
          {(file) => (
            <>
              <div className="resume-actions">
                <button
                  type="button"
                  className="button button--primary"
                  onClick={() =>
                    saveFile(file.fileName, base64ToBlob(file.content, file.contentType))
                  }
                >
                  {t('candidate.export.download', { fileName: file.fileName })}
                </button>
                <button
                  type="button"
                  className="button"
                  aria-expanded={isShown}
                  aria-controls="export-resume-preview"
                  onClick={() => setIsShown(!isShown)}
                >
                  {isShown ? t('candidate.export.hide') : t('candidate.export.show')}
                </button>
              </div>
              {isShown && (
                <div id="export-resume-preview">
                  <PdfViewer bytes={file.content} title={t('candidate.export.previewTitle')} />
                </div>
              )}
            </>
          )}
        </QueryState>
      )}
    </section>
  );
};

/** The route module's screen. */
export { ExportResumeScreen as Component };
