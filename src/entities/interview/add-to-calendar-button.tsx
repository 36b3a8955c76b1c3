import { useMessages } from '../../i18n/use-messages';
import { buildIcs, type CalendarEntry } from './ics';

const ICS_MEDIA_TYPE = 'text/calendar;charset=utf-8';

/** Saves text as a file the browser downloads, without a round trip to the server. */
const downloadFile = (fileName: string, content: string, mediaType: string) => {
  const url = URL.createObjectURL(new Blob([content], { type: mediaType }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has started the download; the address is no longer needed.
  setTimeout(() => URL.revokeObjectURL(url), 0);
};

interface AddToCalendarButtonProps {
  entry: CalendarEntry;
  /** File name without the extension, e.g. `interview-8801`. */
  fileName: string;
  /** What the entry is, so the button's accessible name tells several buttons apart. */
  name: string;
}

/** "Add to calendar": downloads an iCalendar (.ics) file with this one appointment. */
export const AddToCalendarButton = ({ entry, fileName, name }: AddToCalendarButtonProps) => {
  const { t } = useMessages('candidate');
  return (
    <button
      type="button"
      className="button"
      onClick={() => downloadFile(`${fileName}.ics`, buildIcs([entry]), ICS_MEDIA_TYPE)}
    >
      {t('candidate.calendar.add')}
      <span className="visually-hidden">{t('candidate.calendar.addContext', { name })}</span>
    </button>
  );
};
