import { useSearchParams } from 'react-router-dom';
import { useGetBranding } from '@generated/api/branding/branding';
import type { BrandingSettings } from '@generated/api/models';
import { ApiError } from '../../api/api-error';
import { useSession } from '../../api/session';
import { canManageBranding } from '../../entities/auth/permissions';
import { useMessages } from '../../i18n/use-messages';
import { LeaveWarning } from '../../ui/leave-warning/leave-warning';
import { QueryState } from '../../ui/query-state';
import { Tabs, type TabItem } from '../../ui/tabs/tabs';
import { BannersEditor } from './banners-editor';
import { FooterEditor } from './footer-editor';
import { HeadScriptsEditor } from './head-scripts-editor';
import { HeroImagesEditor } from './hero-images-editor';
import { NavbarEditor } from './navbar-editor';
import { UnsavedChanges } from './unsaved-changes';
import './branding-admin.css';

const TAB_KEYS = ['banners', 'heroImages', 'footer', 'navbar', 'headScripts'] as const;
type TabKey = (typeof TAB_KEYS)[number];

const isTabKey = (value: string | null): value is TabKey => TAB_KEYS.some((key) => key === value);

const NotAllowed = () => {
  const { t } = useMessages('brandingAdmin');
  return (
    <div className="branding-admin__not-allowed" role="alert">
      <p>{t('brandingAdmin.notAllowed')}</p>
    </div>
  );
};

const BrandingTabs = ({ settings }: { settings: BrandingSettings }) => {
  const { t } = useMessages('brandingAdmin');
  const [searchParams, setSearchParams] = useSearchParams();
  const tabParam = searchParams.get('tab');
  const selected: TabKey = isTabKey(tabParam) ? tabParam : 'banners';
  const tabs: TabItem<TabKey>[] = [
    {
      key: 'banners',
      label: t('brandingAdmin.tab.banners'),
      panel: <BannersEditor settings={settings} />,
    },
    {
      key: 'heroImages',
      label: t('brandingAdmin.tab.heroImages'),
      panel: <HeroImagesEditor settings={settings} />,
    },
    {
      key: 'footer',
      label: t('brandingAdmin.tab.footer'),
      panel: <FooterEditor settings={settings} />,
    },
    {
      key: 'navbar',
      label: t('brandingAdmin.tab.navbar'),
      panel: <NavbarEditor settings={settings} />,
    },
    {
      key: 'headScripts',
      label: t('brandingAdmin.tab.headScripts'),
      panel: <HeadScriptsEditor settings={settings} />,
    },
  ];
  return (
    <UnsavedChanges>
      {(hasUnsavedChanges) => (
        <>
          <Tabs
            label={t('brandingAdmin.tabsLabel')}
            tabs={tabs}
            selected={selected}
            keepPanelsMounted
            onSelect={(key) =>
              setSearchParams(
                (current) => {
                  const next = new URLSearchParams(current);
                  next.set('tab', key);
                  return next;
                },
                { replace: true },
              )
            }
          />
          <LeaveWarning
            hasUnsavedChanges={hasUnsavedChanges}
            texts={{
              title: t('brandingAdmin.leave.title'),
              body: t('brandingAdmin.leave.body'),
              stay: t('brandingAdmin.leave.stay'),
              leave: t('brandingAdmin.leave.leave'),
            }}
          />
        </>
      )}
    </UnsavedChanges>
  );
};

const BrandingSettingsPanel = () => {
  const { domain } = useSession();
  const branding = useGetBranding({ domain });
  // The server has the last word on who may change the branding.
  if (branding.error instanceof ApiError && branding.error.status === 403) return <NotAllowed />;
  return (
    <QueryState {...branding}>{(settings) => <BrandingTabs settings={settings} />}</QueryState>
  );
};

/**
 * /careers/admin/branding: what an employer's admin sets about the site's look besides the
 * theme — banners, hero images, footer, navbar and head scripts. Admins and theme-builder users
 * only; anyone else signed in is told so.
 */
export const BrandingAdminScreen = () => {
  const { t } = useMessages('brandingAdmin');
  const boot = useSession();
  const canManage = canManageBranding(boot);
  return (
    <section className="branding-admin">
      <h1>{t('brandingAdmin.heading')}</h1>
      {canManage ? (
        <>
          <p className="muted">{t('brandingAdmin.intro')}</p>
          <BrandingSettingsPanel />
        </>
      ) : (
        <NotAllowed />
      )}
    </section>
  );
};

/** The route module's screen. */
export { BrandingAdminScreen as Component };
