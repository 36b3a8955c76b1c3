import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import {
  getGetDashboardNudgesQueryKey,
  getGetDraftApplicationQueryKey,
  getListDraftApplicationsQueryKey,
  useSaveDraftApplication,
} from '@generated/api/dashboard/dashboard';
import type { DraftAnswers } from '@generated/api/models';

/** How long typing must pause before the answers are saved. */
export const DRAFT_SAVE_DELAY_MS = 1500;

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
 */
export const useDraftAutosave = ({ positionId, domain, isEnabled }: DraftAutosaveOptions) => {
  const queryClient = useQueryClient();
  const pending = useRef<{ answers: DraftAnswers; completion: number } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const save = useSaveDraftApplication({
    // The last save may be sent while the page unloads.
    request: { keepalive: true },
    mutation: {
      onSuccess: (draft) => {
        queryClient.setQueryData(getGetDraftApplicationQueryKey(positionId, { domain }), draft);
        void queryClient.invalidateQueries({
          queryKey: getListDraftApplicationsQueryKey({ domain }),
        });
        void queryClient.invalidateQueries({ queryKey: getGetDashboardNudgesQueryKey({ domain }) });
      },
    },
  });
  const { mutate } = save;

  const flush = useCallback(() => {
    clearTimeout(timer.current);
    const next = pending.current;
    if (!next || !isEnabled) return;
    pending.current = null;
    mutate({
      positionId,
      data: { answers: next.answers, completion_percent: next.completion, domain },
      params: { domain },
    });
  }, [domain, isEnabled, mutate, positionId]);

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
  }, []);

  useEffect(() => {
    const onVisibilityChange = () => {
      if (document.visibilityState === 'hidden') flush();
    };
    document.addEventListener('visibilitychange', onVisibilityChange);
    window.addEventListener('pagehide', flush);
    return () => {
      document.removeEventListener('visibilitychange', onVisibilityChange);
      window.removeEventListener('pagehide', flush);
      // Leaving for another route unmounts the form: save what is still waiting.
      flush();
    };
  }, [flush]);

  return {
    schedule,
    flush,
    cancel,
    isSaving: save.isPending,
    isSaved: save.isSuccess,
    isError: save.isError,
  };
};
