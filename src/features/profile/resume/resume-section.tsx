import { useState } from 'react';
import { useGetProfileDetails } from '@generated/api/profile/profile';
import type { ParsedResume } from '@generated/api/models';
import { useSession } from '../../../api/session';
import { useMessages } from '../../../i18n/use-messages';
import { QueryState } from '../../../ui/query-state';
import { ResumeManagerDialog } from './resume-manager';
import { ResumeReviewDialog } from './resume-review';
import { ResumeUpload } from './resume-upload';
import './resume.css';

/**
 * The profile's resume: the current one, an upload that ends in reviewing what was found, and
 * the manager of every uploaded resume.
 */
export const ResumeSection = () => {
  const { t } = useMessages('candidate');
  const { domain } = useSession();
  const profile = useGetProfileDetails({ domain });
  const [review, setReview] = useState<{ resumeId: number; parsed: ParsedResume } | null>(null);
  const [isManagerOpen, setIsManagerOpen] = useState(false);
  return (
    <section aria-labelledby="profile-resume-heading" className="profile-section resume-section">
      <div className="profile-section__header">
        <h2 id="profile-resume-heading" tabIndex={-1}>
          {t('candidate.resume.heading')}
        </h2>
        <button type="button" className="button" onClick={() => setIsManagerOpen(true)}>
          {t('candidate.resume.manage')}
        </button>
      </div>
      <QueryState {...profile}>
        {(data) => (
          <>
            <p>
              {data.resume
                ? t('candidate.resume.current', {
                    fileName: data.resume.fileName,
                    date: new Date(data.resume.uploadedAt).toLocaleDateString(),
                  })
                : t('candidate.resume.none')}
            </p>
            <ResumeUpload
              onUploaded={(result) =>
                setReview({ resumeId: result.resume.id, parsed: result.parsed })
              }
            />
            {review && (
              <ResumeReviewDialog
                resumeId={review.resumeId}
                parsed={review.parsed}
                profile={data}
                onClose={() => setReview(null)}
              />
            )}
          </>
        )}
      </QueryState>
      <ResumeManagerDialog isOpen={isManagerOpen} onClose={() => setIsManagerOpen(false)} />
    </section>
  );
};
