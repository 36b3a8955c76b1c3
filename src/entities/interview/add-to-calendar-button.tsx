import { useMessages } from '../../i18n/use-messages';
import { saveFile } from '../../lib/save-file';
import { buildIcs, type CalendarEntry } from './ics';

const ICS_MEDIA_TYPE = 'text/calendar;charset=utf-8';

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
      onClick={() =>
        saveFile(`${fileName}.ics`, new Blob([buildIcs([entry])], { type: ICS_MEDIA_TYPE }))
      }
    >
      {t('candidate.calendar.add')}
      <span className="visually-hidden">{t('candidate.calendar.addContext', { name })}</span>
    </button>
  );
};
