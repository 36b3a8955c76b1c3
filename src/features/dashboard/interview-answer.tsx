import { useEffect, useId, useRef, useState, type SyntheticEvent } from 'react';
import type { Interview, InterviewAnswer as Answer } from '@generated/api/models';
import { useMessages } from '../../i18n/use-messages';
import { Modal } from '../../ui/modal/modal';
import { useInterviewAnswer } from './use-interview-answer';
import './dashboard.css';

/** The longest message the employer accepts (the contract's limit). */
const MAX_MESSAGE_LENGTH = 1000;

const ANSWER_LABELS = {
  confirmed: 'candidate.interviews.answer.confirmed',
  reschedule_requested: 'candidate.interviews.answer.rescheduleRequested',
  declined: 'candidate.interviews.answer.declined',
} as const satisfies Record<Answer, string>;

interface RescheduleDialogProps {
  interview: Interview;
  onSend: (times: string) => void;
  onClose: () => void;
}

/** Asks which times suit the candidate; they must name some. */
const RescheduleDialog = ({ interview, onSend, onClose }: RescheduleDialogProps) => {
  const { t } = useMessages('candidate');
  const fieldId = useId();
  const fieldRef = useRef<HTMLTextAreaElement>(null);
  const [times, setTimes] = useState('');
  const [isMissing, setIsMissing] = useState(false);

  const onSubmit = (event: SyntheticEvent) => {
    event.preventDefault();
    const trimmed = times.trim();
    if (trimmed === '') {
      setIsMissing(true);
      fieldRef.current?.focus();
      return;
    }
    onSend(trimmed);
  };

  return (
    <Modal isOpen title={t('candidate.interviews.requestAnotherTime')} onClose={onClose}>
      <form className="form-stack" onSubmit={onSubmit} noValidate>
        <p>{t('candidate.interviews.reschedule.intro', { position: interview.position.name })}</p>
        <label htmlFor={fieldId}>{t('candidate.interviews.reschedule.label')}</label>
        <textarea
          ref={fieldRef}
          id={fieldId}
          rows={4}
          required
          maxLength={MAX_MESSAGE_LENGTH}
          aria-invalid={isMissing || undefined}
          aria-describedby={`${fieldId}-hint${isMissing ? ` ${fieldId}-error` : ''}`}
          value={times}
          onChange={(event) => {
            setTimes(event.target.value);
            if (event.target.value.trim() !== '') setIsMissing(false);
          }}
        />
        {/* The hint stays in place, so the buttons below do not move when the error goes. */}
        <p id={`${fieldId}-hint`} className="hint">
          {t('candidate.interviews.reschedule.hint', { max: MAX_MESSAGE_LENGTH })}
        </p>
        <p id={`${fieldId}-error`} className="form-error interview-answer__error" role="alert">
          {isMissing ? t('candidate.interviews.reschedule.required') : ''}
        </p>
        <div className="dashboard-card__actions">
          <button type="button" className="button" onClick={onClose}>
            {t('candidate.interviews.reschedule.cancel')}
          </button>
          <button type="submit" className="button button--primary">
            {t('candidate.interviews.reschedule.send')}
          </button>
        </div>
      </form>
    </Modal>
  );
};

interface DeclineDialogProps {
  interview: Interview;
  onDecline: () => void;
  onClose: () => void;
}

/** Asks before declining: the employer sees it and it cannot be undone. */
const DeclineDialog = ({ interview, onDecline, onClose }: DeclineDialogProps) => {
  const { t } = useMessages('candidate');
  return (
    <Modal isOpen title={t('candidate.interviews.declineDialog.title')} onClose={onClose}>
      <p>{t('candidate.interviews.declineDialog.body', { position: interview.position.name })}</p>
      <div className="dashboard-card__actions">
        <button type="button" className="button" onClick={onClose}>
          {t('candidate.interviews.declineDialog.keep')}
        </button>
        <button type="button" className="button button--danger" onClick={onDecline}>
          {t('candidate.interviews.declineDialog.confirm')}
        </button>
      </div>
    </Modal>
  );
};

interface InterviewAnswerProps {
  interview: Interview;
  /** Whether the interview can still be answered: scheduled, not started, not declined. */
  isAnswerable: boolean;
  /** Names the interview for the buttons' accessible names ("Technical interview: SRE"). */
  title: string;
}

/**
 * What the candidate answered to an interview's time, and the buttons to answer: Confirm, Request
 * another time (asking which times suit) and Decline (after asking). After an answer, focus moves
 * to the line that states it, since the button pressed may be gone; if the answer is taken back,
 * to the buttons.
 */
export const InterviewAnswer = ({ interview, isAnswerable, title }: InterviewAnswerProps) => {
  const { t } = useMessages('candidate');
  const answer = useInterviewAnswer();
  const [openDialog, setOpenDialog] = useState<'reschedule' | 'decline' | null>(null);
  const [isPending, setIsPending] = useState(false);
  const statusRef = useRef<HTMLParagraphElement>(null);
  const actionsRef = useRef<HTMLDivElement>(null);
  const [focusTarget, setFocusTarget] = useState<'status' | 'actions' | null>(null);
  const current = interview.candidateResponse?.response ?? null;

  // Runs again when the answer shows (or is taken back), as the element to focus may appear then.
  useEffect(() => {
    const target =
      focusTarget === 'status'
        ? statusRef.current
        : focusTarget === 'actions'
          ? (actionsRef.current?.querySelector('button') ?? null)
          : null;
    if (!target) return;
    target.focus();
    setFocusTarget(null);
  }, [focusTarget, current]);

  const send = async (response: Answer, message?: string) => {
    setOpenDialog(null);
    setIsPending(true);
    setFocusTarget('status');
    try {
      const isKept = await answer(interview, response, message);
      // Taken back: the answer's line goes, so focus goes back to the buttons.
      if (!isKept) setFocusTarget('actions');
    } finally {
      setIsPending(false);
    }
  };

  const context = (
    <span className="visually-hidden">{t('candidate.interviews.context', { name: title })}</span>
  );
  const button = (response: Answer, label: string, onClick: () => void, isPrimary = false) =>
    current === response ? null : (
      <button
        type="button"
        className={isPrimary ? 'button button--primary' : 'button'}
        aria-disabled={isPending}
        onClick={() => {
          if (!isPending) onClick();
        }}
      >
        {label}
        {context}
      </button>
    );

  return (
    <div className="interview-answer" aria-busy={isPending}>
      {interview.candidateResponse && (
        <p ref={statusRef} tabIndex={-1} className="interview-answer__status">
          <strong>{t(ANSWER_LABELS[interview.candidateResponse.response])}</strong>
          {interview.candidateResponse.response === 'reschedule_requested' &&
            interview.candidateResponse.message && (
              <>
                {' '}
                {t('candidate.interviews.answer.times', {
                  times: interview.candidateResponse.message,
                })}
              </>
            )}
        </p>
      )}
      {isAnswerable && (
        <div ref={actionsRef} className="dashboard-card__actions">
          {button(
            'confirmed',
            t('candidate.interviews.confirm'),
            () => void send('confirmed'),
            true,
          )}
          {button('reschedule_requested', t('candidate.interviews.requestAnotherTime'), () =>
            setOpenDialog('reschedule'),
          )}
          {button('declined', t('candidate.interviews.decline'), () => setOpenDialog('decline'))}
        </div>
      )}
      {openDialog === 'reschedule' && (
        <RescheduleDialog
          interview={interview}
          onSend={(times) => void send('reschedule_requested', times)}
          onClose={() => setOpenDialog(null)}
        />
      )}
      {openDialog === 'decline' && (
        <DeclineDialog
          interview={interview}
          onDecline={() => void send('declined')}
          onClose={() => setOpenDialog(null)}
        />
      )}
    </div>
  );
};
