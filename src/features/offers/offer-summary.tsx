import { useId } from 'react';
import type { Offer } from '@generated/api/models';
import type { MessageId } from '../../i18n/message-ids';
import { useMessages } from '../../i18n/use-messages';
import { formatDate } from '../../shared/dates';

type Summary = NonNullable<Offer['summary']>;
type Period = NonNullable<Summary['compensation']>['period'];

const PERIOD_MESSAGES = {
  year: 'offers.summary.perYear',
  month: 'offers.summary.perMonth',
  hour: 'offers.summary.perHour',
} as const satisfies Record<Period, MessageId<'offers'>>;

/** Whole units of the currency, written the locale's way ("$168,000", "168.000 $"). */
const formatPay = (amount: number, currency: string, locale: string): string =>
  new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: 0,
    maximumFractionDigits: 0,
  }).format(amount);

/** A calendar day (YYYY-MM-DD) as that day, whatever the reader's time zone. */
const formatCalendarDay = (day: string, locale: string): string => {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  return formatDate(new Date(year, month - 1, date), locale);
};

/** What the offer proposes (pay, start date, place of work), with the parts the employer gave. */
export const OfferSummary = ({ summary }: { summary: Summary }) => {
  const { t, locale } = useMessages('offers');
  const titleId = useId();
  const { compensation, start_date: startDate, location } = summary;
  return (
    <section className="card offer-summary" aria-labelledby={titleId}>
      <h2 id={titleId} className="offer-card__title">
        {t('offers.summary.title')}
      </h2>
      <dl className="offer-summary__list">
        {compensation && (
          <div className="offer-summary__item">
            <dt>{t('offers.summary.compensation')}</dt>
            <dd>
              {t(PERIOD_MESSAGES[compensation.period], {
                amount: formatPay(compensation.amount, compensation.currency, locale),
              })}
            </dd>
          </div>
        )}
        {startDate && (
          <div className="offer-summary__item">
            <dt>{t('offers.summary.startDate')}</dt>
            <dd>{formatCalendarDay(startDate, locale)}</dd>
          </div>
        )}
        {location && (
          <div className="offer-summary__item">
            <dt>{t('offers.summary.location')}</dt>
            <dd>{location}</dd>
          </div>
        )}
      </dl>
    </section>
  );
};
