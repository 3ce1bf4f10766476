import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { type MerchantPage, merchantUrl, openMerchant } from "../lib/merchant.ts";
import s from "./app.module.css";

/**
 * /merchantSettled and /merchantLogin open the seller app in a new tab. A browser may block a tab opened
 * without a click, so the page also offers the link itself.
 */
export default function MerchantRedirect({ page }: { page: MerchantPage }) {
  const { t } = useTranslation("shell");
  const opened = useRef(false);
  useEffect(() => {
    if (opened.current) return;
    opened.current = true;
    openMerchant(page);
  }, [page]);
  return (
    <section className={`container ${s.soon}`}>
      <div className={s.soonCard}>
        <h1 className={s.soonTitle}>{t(page === "register" ? "nav.merchantEntry" : "nav.merchantLogin")}</h1>
        <p className={s.soonText}>{t("merchant.opened")}</p>
        <div className={s.soonActions}>
          <a href={merchantUrl(page)} target="_blank" rel="noopener" className={s.btnPrimary}>
            {t("merchant.open")}
          </a>
          <Link to="/index" className={s.btnGhost}>
            {t("backLinks.home")}
          </Link>
        </div>
      </div>
    </section>
  );
}
