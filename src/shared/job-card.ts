import { createElement, type MouseEventHandler, type ReactElement } from 'react';
import type { PositionSummary } from '@generated/api/models';
import { formatDate } from './dates';
import { locationLabel } from './location-label';

/** The app's messages a job card shows. */
export type JobCardMessageId =
  | 'position.card.applied'
  | 'position.card.moreLocations'
  | 'position.card.meta'
  | `position.workLocation.${PositionSummary['workLocationOption']}`;

/** A message in the page's language; the app and the server each pass their own catalogue's. */
export type JobCardTranslate = (
  id: JobCardMessageId,
  values?: Readonly<Record<string, string | number>>,
) => string;

export interface JobCardProps {
  position: Pick<
    PositionSummary,
    | 'name'
    | 'hasApplied'
    | 'standardizedLocations'
    | 'locations'
    | 'department'
    | 'workLocationOption'
    | 'postedTs'
  >;
  /** The job page's address as the page links it (with the page's `hl`, when it has one). */
  href: string;
  t: JobCardTranslate;
  locale: string;
  /** The viewer's time zone for the posting date; the server, not knowing it, passes none. */
  timeZone?: string | undefined;
  selected?: boolean;
  onClick?: MouseEventHandler<HTMLAnchorElement> | undefined;
}

/**
 * A job in a list of results: a real link to the job's page, so it works before the app runs and
 * with middle-click. The server draws it in the first paint and the app draws the same markup in
 * its place, so nothing moves when the app takes over. Written with `createElement`, not JSX, so
 * the server runs it without a JSX transform; it reads only its props.
 */
export const JobCard = ({
  position,
  href,
  t,
  locale,
  timeZone,
  selected = false,
  onClick,
}: JobCardProps): ReactElement => {
  const others = position.standardizedLocations.length - 1;
  const place = locationLabel(
    position.standardizedLocations.at(0) ?? position.locations.at(0) ?? '',
    locale,
  );
  return createElement(
    'a',
    {
      className: selected ? 'result-card result-card--selected' : 'result-card',
      href,
      'aria-current': selected ? 'true' : undefined,
      onClick,
    },
    createElement('span', { className: 'result-card__title' }, position.name),
    position.hasApplied &&
      createElement(
        'span',
        { className: 'result-card__meta' },
        createElement('span', { className: 'chip' }, t('position.card.applied')),
      ),
    createElement(
      'span',
      { className: 'result-card__meta' },
      others > 0 ? `${place} ${t('position.card.moreLocations', { count: others })}` : place,
    ),
    createElement(
      'span',
      { className: 'result-card__meta' },
      t('position.card.meta', {
        department: position.department,
        workLocation: t(`position.workLocation.${position.workLocationOption}`),
        posted: formatDate(position.postedTs * 1000, locale, timeZone),
      }),
    ),
  );
};
