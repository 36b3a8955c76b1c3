import { Link } from '../i18n/localized-navigation';
import { useMessages } from '../i18n/use-messages';

export const NotFoundScreen = () => {
  const { t } = useMessages();
  return (
    <section className="not-found">
      <h1>{t('common.notFound.heading')}</h1>
      <p>{t('common.notFound.body')}</p>
      <Link to="/careers">{t('common.notFound.searchJobs')}</Link>
    </section>
  );
};

/** The route module's screen. */
export { NotFoundScreen as Component };
