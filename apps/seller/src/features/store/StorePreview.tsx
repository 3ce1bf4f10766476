import type { MerchantStore } from "@mall/contract";
import { Avatar } from "@mall/ui";
import { useTranslation } from "react-i18next";
import s from "./store.module.css";

/** The store as buyers see it in the shop: first banner, logo, name, description and contact details. */
export function StorePreview({ store }: { store: Pick<MerchantStore, keyof MerchantStore> }) {
  const { t } = useTranslation("seller");
  const banner = store.banner1 || store.banner2 || store.banner3;
  const banners = [store.banner1, store.banner2, store.banner3].filter(Boolean);
  return (
    <div className={s.preview} data-testid="store-preview">
      <div className={s.previewBanner} style={banner ? { backgroundImage: `url("${banner}")` } : undefined} />
      <div className={s.previewHead}>
        <span className={s.previewLogo}>
          <Avatar name={store.name} src={store.avatar || undefined} size={72} />
        </span>
        <div className={s.previewTitles}>
          <h3 className={s.previewName} dir="auto">
            {store.name}
          </h3>
          {store.keyWords && (
            <p className={s.previewKeywords} dir="auto">
              {store.keyWords}
            </p>
          )}
        </div>
      </div>
      <p
        className={`${s.previewRemark} ${store.shopRemark ? "" : s.placeholder}`}
        dir={store.shopRemark ? "auto" : undefined}
      >
        {store.shopRemark || t("dashboard.noRemark")}
      </p>
      <dl className={s.previewFacts}>
        <div>
          <dt>{t("store.contact")}</dt>
          <dd dir="auto">{store.contact || "—"}</dd>
        </div>
        <div>
          <dt>{t("store.phone")}</dt>
          <dd>
            <bdi dir="ltr">{store.shopPhone || "—"}</bdi>
          </dd>
        </div>
        <div>
          <dt>{t("store.address")}</dt>
          <dd dir="auto">{store.shopAddress || "—"}</dd>
        </div>
      </dl>
      {banners.length > 1 && (
        <div className={s.previewThumbs}>
          {banners.map((b) => (
            <img key={b} src={b} alt="" />
          ))}
        </div>
      )}
    </div>
  );
}
