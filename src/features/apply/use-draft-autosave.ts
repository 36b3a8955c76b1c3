import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import {
  getGetDashboardNudgesQueryKey,
  getGetDraftApplicationQueryKey,
  getListDraftApplicationsQueryKey,
  getSaveDraftApplicationMutationKey,
  saveDraftApplication,
} from '@generated/api/dashboard/dashboard';
import type { DraftAnswers } from '@generated/api/models';

/** How long typing must pause before the answers are saved. */
export const DRAFT_SAVE_DELAY_MS = 1500;

interface PendingDraft {
  answers: DraftAnswers;
  completion: number;
}

interface DraftAutosaveOptions {
  positionId: number;
  domain: string;
  /** Drafts belong to accounts: visitors' answers are not saved. */
  isEnabled: boolean;
}

/**
 * Saves the apply form's answers as a draft: after a pause in typing, and at once when the page
 * is hidden or left (tab switch, closing, another route), so "Continue application" finds them.
 * `schedule` takes the latest answers; `cancel` drops what is waiting (the form was submitted).
 * One save runs at a time, so an older save never lands after a newer one: answers given while a
 * save runs wait for it, and only the newest are sent.
 */
export const useDraftAutosave = ({ positionId, domain, isEnabled }: DraftAutosaveOptions) => {
  const queryClient = useQueryClient();
  const pending = useRef<PendingDraft | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const isSending = useRef(false);
  // The pause ended (or the tab was hidden) while a save ran: send the newest answers after it.
  const isDue = useRef(false);
  const save = useMutation({
    mutationKey: getSaveDraftApplicationMutationKey(),
    mutationFn: ({ answers, completion, isLeaving }: PendingDraft & { isLeaving: boolean }) =>
      saveDraftApplication(
        positionId,
        { answers, completion_percent: completion, domain },
        { domain },
        // Only the save sent while the page is left must outlive it; browsers cap the bodies of
        // such requests in flight at 64 KiB, so everyday saves do not use it.
        isLeaving ? { keepalive: true } : undefined,
      ),
    onSuccess: (draft) => {
      queryClient.setQueryData(getGetDraftApplicationQueryKey(positionId, { domain }), draft);
      void queryClient.invalidateQueries({
        queryKey: getListDraftApplicationsQueryKey({ domain }),
      });
      void queryClient.invalidateQueries({ queryKey: getGetDashboardNudgesQueryKey({ domain }) });
    },
    // The answers that failed wait to be sent again, unless newer ones are already waiting.
    onError: (_error, { answers, completion }) => {
      pending.current ??= { answers, completion };
    },
    onSettled: () => {
      isSending.current = false;
      if (isDue.current) sendNext(false);
    },
  });
  const { mutate } = save;

  const sendNext = useCallback(
    (isLeaving: boolean) => {
      isDue.current = false;
      const next = pending.current;
      if (!next) return;
      pending.current = null;
      isSending.current = true;
      mutate({ ...next, isLeaving });
    },
    [mutate],
  );

  const flush = useCallback(() => {
    clearTimeout(timer.current);
    if (!pending.current || !isEnabled) return;
    if (isSending.current) {
      isDue.current = true;
      return;
    }
    sendNext(false);
  }, [isEnabled, sendNext]);

  // The page is going: a save cannot wait for the one running, and only keepalive outlives it.
  const flushOnLeave = useCallback(() => {
    clearTimeout(timer.current);
    if (pending.current && isEnabled) sendNext(true);
  }, [isEnabled, sendNext]);

  const schedule = useCallback(
    (answers: DraftAnswers, completion: number) => {
      if (!isEnabled) return;
      pending.current = { answers, completion };
      clearTimeout(timer.current);
      timer.current = setTimeout(flush, DRAFT_SAVE_DELAY_MS);
    },
    [flush, isEnabled],
  );

  const cancel = useCallback(() => {
    clearTimeout(timer.current);
    pending.current = null;
    isDue.current = false;
  }, []);

  useEffect(() => {
    const onVisibilityChange = () => {
      if (document.visibilityState === 'hidden') flush();
    };
    document.addEventListener('visibilitychange', onVisibilityChange);
    window.addEventListener('pagehide', flushOnLeave);
    return () => {
      document.removeEventListener('visibilitychange', onVisibilityChange);
      window.removeEventListener('pagehide', flushOnLeave);
      // Leaving for another route unmounts the form: save what is still waiting.
      flushOnLeave();
    };
  }, [flush, flushOnLeave]);

  return {
    schedule,
    cancel,
    /** Sends the answers of a save that failed (or any waiting) now. */
    retry: flush,
    isSaving: save.isPending,
    /** When the last save was stored, as the server dated it. */
    savedAt: save.isSuccess ? save.data.updated_at : undefined,
    isError: save.isError,
  };
};
