import type { QueryAdvice } from '@generated/api/models';
import { Msg } from '../../i18n/msg';
import { useMessages } from '../../i18n/use-messages';

interface QueryAdviceNoticeProps {
  advice: QueryAdvice | null | undefined;
  query: string;
  count: number;
  onSearch: (query: string) => void;
}

/**
 * What the search made of the words typed: a correction to try, the words it had to leave out,
 * and when nothing matched, searches that do find jobs.
 */
export const QueryAdviceNotice = ({ advice, query, count, onSearch }: QueryAdviceNoticeProps) => {
  const { t } = useMessages('search');
  const suggestion = (text: string) => (
    <button type="button" className="link-button" onClick={() => onSearch(text)}>
      {text}
    </button>
  );
  const didYouMean = advice?.didYouMean;
  return (
    <div className="query-advice">
      {count === 0 && (
        <p>
          {query.trim() === ''
            ? t('search.results.empty')
            : t('search.advice.noResults', { query: query.trim() })}
        </p>
      )}
      {advice?.relaxed && (
        <p>
          {t('search.advice.relaxed', {
            terms: advice.unmatchedTerms.join(', '),
          })}
        </p>
      )}
      {didYouMean && didYouMean !== query.trim().toLowerCase() && (
        <p>
          <Msg
            id="search.advice.didYouMean"
            values={{ suggestion: didYouMean }}
            components={{ 0: suggestion(didYouMean) }}
          />
        </p>
      )}
      {count === 0 && advice && advice.popularSearches.length > 0 && (
        <div className="query-advice__popular">
          <h2 id="popular-searches" className="query-advice__heading">
            {t('search.advice.popular')}
          </h2>
          <ul aria-labelledby="popular-searches" className="query-advice__list">
            {advice.popularSearches.map((popular) => (
              <li key={popular}>{suggestion(popular)}</li>
            ))}
          </ul>
        </div>
      )}
      {count === 0 && query.trim() !== '' && <p>{t('search.advice.tips')}</p>}
    </div>
  );
};
