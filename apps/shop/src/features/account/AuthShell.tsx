import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { ReturnIcon, ShieldIcon, TruckIcon } from "../../components/icons.tsx";
import { useBrand } from "../site/index.ts";
import s from "./auth.module.css";

/** The frame of /login and /register: the brand's promises beside the form card. */
export function AuthShell({ title, lead, children }: { title: string; lead: string; children: ReactNode }) {
  const { t } = useTranslation("account");
  const brand = useBrand();
  const points = [
    { icon: <TruckIcon size={20} />, title: t("aside.shipTitle"), text: t("aside.shipText") },
    { icon: <ReturnIcon size={20} />, title: t("aside.returnTitle"), text: t("aside.returnText") },
    { icon: <ShieldIcon size={20} />, title: t("aside.walletTitle"), text: t("aside.walletText") },
  ];
  return (
    <section className={`container ${s.page}`}>
      <div className={s.shell}>
        <aside className={s.aside}>
          <p className={s.kicker}>{brand.name}</p>
          <h2 className={s.asideTitle}>{t("aside.title")}</h2>
          <p className={s.asideLead}>{t("aside.lead")}</p>
          <ul className={s.points}>
            {points.map((p) => (
              <li key={p.title} className={s.point}>
                <span className={s.pointIcon} aria-hidden="true">
                  {p.icon}
                </span>
                <span>
                  <strong>{p.title}</strong>
                  <span className={s.pointText}>{p.text}</span>
                </span>
              </li>
            ))}
          </ul>
          <div className={s.asideArt} aria-hidden="true" />
        </aside>
        <div className={s.card}>
          <h1 className={s.title}>{title}</h1>
          <p className={s.lead}>{lead}</p>
          {children}
        </div>
      </div>
    </section>
  );
}
