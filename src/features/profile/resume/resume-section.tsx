import { useState } from 'react';
import { useGetProfileDetails } from '@generated/api/profile/profile';
import type { ParsedResume } from '@generated/api/models';
import { useSession } from '../../../api/session';
import { useMessages } from '../../../i18n/use-messages';
import { useViewerTimeZone } from '../../../entities/time-zone/use-viewer-time-zone';
import { formatDate } from '../../../shared/dates';
import { QueryState } from '../../../ui/query-state';
import { ProfileSection } from '../profile-section';
import { ResumeManagerDialog } from './resume-manager';
import { ResumeReviewDialog } from './resume-review';
import { ResumeUpload } from './resume-upload';
import './resume.css';

/**
 * The profile's resume: the current one, an upload that ends in reviewing what was found, and
 * the manager of every uploaded resume.
 */
export const ResumeSection = () => {
  const { t, locale } = useMessages('candidate');
  const timeZone = useViewerTimeZone();
  const { domain } = useSession();
  const profile = useGetProfileDetails({ domain });
  const [review, setReview] = useState<{ resumeId: number; parsed: ParsedResume } | null>(null);
  const [isManagerOpen, setIsManagerOpen] = useState(false);
  return (
    <ProfileSection
      section="resume"
      className="resume-section"
      title={t('candidate.resume.heading')}
      actions={
        <button
          type="button"
          className="button button--secondary"
          onClick={() => setIsManagerOpen(true)}
        >
          {t('candidate.resume.manage')}
        </button>
      }
    >
      <QueryState {...profile}>
        {(data) => (
          <>
            <p>
              {data.resume
                ? t('candidate.resume.current', {
                    fileName: data.resume.fileName,
                    date: formatDate(data.resume.uploadedAt, locale, timeZone),
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
      <ResumeManagerDialog
        isOpen={isManagerOpen}
        onClose={() => setIsManagerOpen(false)}
        onReview={(resumeId, parsed) => {
          setIsManagerOpen(false);
          setReview({ resumeId, parsed });
        }}
      />
    </ProfileSection>
  );
};
