import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ArrowIcon } from "../../components/icons.tsx";
import u from "../../components/panel.module.css";
import { usePageTitle } from "../site/index.ts";
import s from "./forms.module.css";
import { walletTab } from "./paths.ts";

/** The frame of the deposit and withdrawal pages: a way back to the wallet, the title, the page. */
export function WalletFrame({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation("account");
  usePageTitle(title);
  return (
    <section className={`${u.panel} ${s.root}`}>
      <header className={u.panelHead}>
        <div className={u.titleStack}>
          <Link to={walletTab("movements")} className={u.backLinkStart}>
            <ArrowIcon size={16} className={`${u.backIcon} ${u.flip}`} />
            {t("wallet.title")}
          </Link>
          <h1 className={u.panelTitle}>{title}</h1>
        </div>
      </header>
      {children}
    </section>
  );
}
