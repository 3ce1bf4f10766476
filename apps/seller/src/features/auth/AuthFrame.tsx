import {
  CheckCircleIcon,
  changeLanguage,
  currentLocale,
  GlobeIcon,
  LanguageMenu,
  LoginCard,
  StoreIcon,
} from "@mall/ui";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { KEYS } from "../../lib/keys.ts";
import { BrandMark, useBrand } from "../site/index.ts";
import s from "./AuthFrame.module.css";

const POINTS = [
  { key: "reach", Icon: GlobeIcon },
  { key: "tools", Icon: StoreIcon },
  { key: "payout", Icon: CheckCircleIcon },
] as const;

/** Sign-up and login: the brand, the language menu, why to sell here, and the card with the form. */
export function AuthFrame(props: {
  title: ReactNode;
  subtitle?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  wide?: boolean;
}) {
  const { t } = useTranslation("seller");
  const { data: brand } = useBrand();
  return (
    <LoginCard
      {...props}
      brand={
        <a href="/" className={s.home} aria-label={brand?.name}>
          <BrandMark />
        </a>
      }
      tools={
        <>
          <a href="/" className={s.shopLink}>
            {t("auth.backToShop")}
          </a>
          <LanguageMenu locale={currentLocale()} onChange={(l) => changeLanguage(l, KEYS.lang)} />
        </>
      }
      aside={
        <div className={s.pitch}>
          <p className={s.kicker}>{t("pitch.kicker")}</p>
          <h2 className={s.headline}>{t("pitch.title", { brand: brand?.name ?? "" })}</h2>
          <p className={s.lead}>{t("pitch.lead")}</p>
          <ul className={s.points}>
            {POINTS.map((p) => (
              <li key={p.key} className={s.point}>
                <span className={s.pointIcon}>
                  <p.Icon size={20} />
                </span>
                <span>
                  <strong>{t(`pitch.${p.key}.title`)}</strong>
                  <span className={s.pointText}>{t(`pitch.${p.key}.text`)}</span>
                </span>
              </li>
            ))}
          </ul>
        </div>
      }
    />
  );
}
