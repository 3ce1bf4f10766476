import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import l from "../../components/goods/layout.module.css";
import { ArrowIcon } from "../../components/icons.tsx";
import u from "../../components/panel.module.css";
import { usePageTitle } from "../site/index.ts";
import s from "./loan.module.css";
import { CREDIT_PATH } from "./paths.ts";

/** The frame of the loan pages under /credit: a way back to the offer, the title, its actions, the page. */
export function CreditFrame({
  title,
  actions,
  children,
  testId,
}: {
  title: string;
  actions?: ReactNode;
  children: ReactNode;
  testId: string;
}) {
  const { t } = useTranslation(["credit", "pages"]);
  usePageTitle(title);
  return (
    <div className={l.page}>
      <div className={`${l.container} ${s.root}`} data-testid={testId}>
        <header className={s.head}>
          <div className={u.titleStack}>
            <Link to={CREDIT_PATH} className={u.backLinkStart}>
              <ArrowIcon size={16} className={`${u.backIcon} ${u.flip}`} />
              {t("credit.landing.title")}
            </Link>
            <h1 className={s.title}>{title}</h1>
          </div>
          {actions && <div className={s.headActions}>{actions}</div>}
        </header>
        {children}
      </div>
    </div>
  );
}
