import { useSession } from '../../api/session';
import { SafeHtml } from '../../ui/safe-html';

/** The implementation-phase banner and the employer's banner for this page. */
export const Banners = ({ pageId }: { pageId: string }) => {
  const boot = useSession();
  const pageBanners = boot.configs.pcsxConfig.banners.filter(
    (banner) => banner.page === pageId || banner.page === '*',
  );
  return (
    <>
      {boot.instanceBannerData.displayBanner && (
        <div className="banner banner--implementation" role="note">
          {boot.instanceBannerData.displayText}
        </div>
      )}
      {pageBanners.map((banner, index) => (
        <div
          key={`${banner.page}-${index}`}
          className={`banner banner--${banner.type}`}
          role={banner.type === 'alert' ? 'alert' : 'note'}
        >
          <SafeHtml html={banner.html} />
        </div>
      ))}
    </>
  );
};
