import { useExportResume } from '@generated/api/profile/profile';
import { useSession } from '../../api/session';
import { useMessages } from '../../i18n/use-messages';
import { QueryState } from '../../ui/query-state';

const toDataUrl = (contentType: string, base64: string) => `data:${contentType};base64,${base64}`;

/** /careers/export-resume: the candidate's profile as a downloadable resume. */
export const ExportResumeScreen = () => {
  const { t } = useMessages('candidate');
  const { domain } = useSession();
  const resume = useExportResume({ domain, format: 'pdf' });
  return (
    <section>
      <h1>{t('candidate.exportResume.heading')}</h1>
      <QueryState {...resume}>
        {(file) => (
          <a
            className="button button--primary"
            href={toDataUrl(file.contentType, file.content)}
            download={file.fileName}
          >
            {t('candidate.exportResume.download', { fileName: file.fileName })}
          </a>
        )}
      </QueryState>
    </section>
  );
};

/** The route module's screen. */
export { ExportResumeScreen as Component };
