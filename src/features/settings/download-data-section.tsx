import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { getExportAccountDataQueryOptions } from '@generated/api/settings/settings';
import { getRequestErrorMessage } from '../../api/api-error';
import { useSession } from '../../api/session';
import { useMessages } from '../../i18n/use-messages';
import { saveFile } from '../../lib/save-file';

/** "Download my data": everything the site stores about the candidate, as a JSON file. */
export const DownloadDataSection = () => {
  const { t } = useMessages('candidate');
  const id = useId();
  const { domain } = useSession();
  const queryClient = useQueryClient();
  const [state, setState] = useState<{ isBusy: boolean; error: unknown }>({
    isBusy: false,
    error: null,
  });

  const onDownload = async () => {
    setState({ isBusy: true, error: null });
    try {
      const options = getExportAccountDataQueryOptions({ domain });
      // Fetched fresh each time and not kept in the cache: it is all of the candidate's data.
      const data = await queryClient.query({ ...options, staleTime: 0, gcTime: 0 });
      saveFile(
        `my-careers-data-${data.exportedAt.slice(0, 10)}.json`,
        new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }),
      );
      setState({ isBusy: false, error: null });
    } catch (error) {
      setState({ isBusy: false, error });
    }
  };

  return (
    <section aria-labelledby={`${id}-heading`} className="settings-section">
      <h2 id={`${id}-heading`}>{t('candidate.account.exportHeading')}</h2>
      <p>{t('candidate.account.exportBody')}</p>
      {state.error !== null && (
        <p className="form-error" role="alert">
          {getRequestErrorMessage(state.error)}
        </p>
      )}
      <button
        type="button"
        className="button"
        onClick={() => void onDownload()}
        disabled={state.isBusy}
        aria-busy={state.isBusy}
      >
        {t('candidate.account.exportButton')}
      </button>
    </section>
  );
};
