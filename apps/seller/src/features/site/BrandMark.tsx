import { useState } from "react";
import { useTranslation } from "react-i18next";
import { brandLogoUrl, useBrand } from "./api.ts";
import s from "./BrandMark.module.css";

/** The brand's logo (or its name while the logo loads or fails), with the app's name beside it. */
export function BrandMark({ withApp = true }: { withApp?: boolean }) {
  const { data: brand } = useBrand();
  const { t } = useTranslation("seller");
  const [broken, setBroken] = useState(false);
  return (
    <span className={s.mark}>
      {brand && !broken ? (
        <img src={brandLogoUrl(brand)} alt={brand.name} className={s.logo} onError={() => setBroken(true)} />
      ) : (
        <span className={s.name}>{brand?.name ?? ""}</span>
      )}
      {withApp && <span className={s.app}>{t("app.name")}</span>}
    </span>
  );
}
