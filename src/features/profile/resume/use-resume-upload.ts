import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  getGetProfileAnalysisQueryKey,
  getGetProfileDetailsQueryKey,
  getListResumesQueryKey,
  useUploadResume,
} from '@generated/api/profile/profile';
import {
  getGetMatchDetailsQueryKey,
  getGetPositionDetailsQueryKey,
  getSearchPositionsQueryKey,
} from '@generated/api/search/search';
import type { ResumeUploadResult } from '@generated/api/models';
import { ApiError } from '../../../api/api-error';
import { useSession } from '../../../api/session';
import { readAsDataUrl } from '../../../lib/files';

/** What the server said was wrong with the file (wrong type, too large, unreadable), if anything. */
const reasonOf = (error: unknown): string | null => {
  if (!(error instanceof ApiError)) return null;
  const fieldReason = error.fieldErrors[0]?.message;
  if (fieldReason) return fieldReason;
  return error.status === 413 || error.status === 415 ? error.serverMessage : null;
};

/**
 * The resume upload flow: a chosen file waits for confirmation; confirming uploads it, then the
 * profile, its completion, the resume list, search results and the selected position load again
 * (the profile's location and resume change what they show). Cancel forgets the file.
 */
export const useResumeUpload = (onUploaded?: (result: ResumeUploadResult) => void) => {
  const { domain } = useSession();
  const queryClient = useQueryClient();
  const [selectedFile, setSelectedFile] = useState<File | null>(null);
  const [hasFailed, setHasFailed] = useState(false);
  const [reason, setReason] = useState<string | null>(null);
  const mutation = useUploadResume();

  const fail = (error: unknown) => {
    setSelectedFile(null);
    setHasFailed(true);
    setReason(reasonOf(error));
  };

  const choose = (file: File) => {
    setHasFailed(false);
    setReason(null);
    setSelectedFile(file);
  };

  const cancel = () => setSelectedFile(null);

  const confirm = async () => {
    if (!selectedFile) return;
    let content: string;
    try {
      content = await readAsDataUrl(selectedFile);
    } catch (error) {
      fail(error);
      return;
    }
    mutation.mutate(
      {
        data: { resume_file_name: selectedFile.name, resume_content: content, domain },
        params: { domain },
      },
      {
        onSuccess: (result) => {
          setSelectedFile(null);
          for (const queryKey of [
            getGetProfileDetailsQueryKey({ domain }),
            getGetProfileAnalysisQueryKey({ domain }),
            getListResumesQueryKey({ domain }),
            getSearchPositionsQueryKey(),
            getGetPositionDetailsQueryKey(),
            getGetMatchDetailsQueryKey(),
          ]) {
            void queryClient.invalidateQueries({ queryKey });
          }
          onUploaded?.(result);
        },
        onError: fail,
      },
    );
  };

  return {
    selectedFile,
    choose,
    cancel,
    confirm,
    isUploading: mutation.isPending,
    hasFailed,
    reason,
  };
};
