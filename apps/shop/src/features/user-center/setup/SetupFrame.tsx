import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ArrowIcon } from "../../../components/icons.tsx";
import u from "../../../components/panel.module.css";
import { usePageTitle } from "../../site/index.ts";
import s from "./setup.module.css";

/** The frame of one settings form: a way back to the settings, the title, a lead and the form. */
export function SetupFrame({
  title,
  lead,
  aside,
  warning = false,
  children,
}: {
  title: string;
  lead: string;
  aside?: ReactNode;
  /** The aside is a warning to read before the form (shown first on narrow screens). */
  warning?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation("account");
  usePageTitle(title);
  return (
    <section className={u.panel}>
      <header className={u.panelHead}>
        <div className={u.titleStack}>
          <Link to="/userInfo/setup" className={u.backLink}>
            <ArrowIcon size={16} className={`${u.backIcon} ${u.flip}`} />
            {t("center.nav.settings")}
          </Link>
          <h1 className={u.panelTitle}>{title}</h1>
        </div>
      </header>
      <div className={s.body}>
        <div className={s.formCol}>
          <p className={s.lead}>{lead}</p>
          {children}
        </div>
        {aside && <aside className={warning ? s.warning : s.tips}>{aside}</aside>}
      </div>
    </section>
  );
}

/** A short list of advice beside a form. */
export function Tips({ title, items }: { title: string; items: string[] }) {
  return (
    <>
      <h2 className={s.tipsTitle}>{title}</h2>
      <ul className={s.tipsList}>
        {items.map((i) => (
          <li key={i}>{i}</li>
        ))}
      </ul>
    </>
  );
}
