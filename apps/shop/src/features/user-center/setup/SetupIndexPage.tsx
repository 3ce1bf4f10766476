import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ArrowIcon, PinIcon } from "../../../components/icons.tsx";
import u from "../../../components/panel.module.css";
import { useLocalUser } from "../../account/index.ts";
import { usePageTitle } from "../../site/index.ts";
import { KeyIcon, LeaveIcon, LockIcon } from "../icons.tsx";
import s from "./setup.module.css";

type Card = {
  to: string;
  key: string;
  icon: ReactNode;
  status?: { ok: boolean; text: string };
  action: string;
  danger?: boolean;
};

/** /userInfo/setup: the account's security settings, one card each. */
export default function SetupIndexPage() {
  const { t } = useTranslation("account");
  const user = useLocalUser();
  usePageTitle(t("center.nav.settings"));
  const fundSet = user.data?.safeword === 1;
  const cards: Card[] = [
    {
      to: "login-password",
      key: "loginPassword",
      icon: <KeyIcon size={22} />,
      status: { ok: true, text: t("setup.statusSet") },
      action: t("setup.change"),
    },
    {
      to: "transaction-password",
      key: "fundPassword",
      icon: <LockIcon size={22} />,
      ...(user.data && {
        status: { ok: fundSet, text: t(fundSet ? "setup.statusSet" : "setup.statusNotSet") },
      }),
      action: t(fundSet || !user.data ? "setup.change" : "setup.set"),
    },
    {
      to: "shipping-address",
      key: "address",
      icon: <PinIcon size={22} />,
      action: t("setup.manage"),
    },
    {
      to: "account-cancellation",
      key: "cancel",
      icon: <LeaveIcon size={22} />,
      action: t("setup.cancelAction"),
      danger: true,
    },
  ];
  return (
    <section className={u.panel}>
      <header className={u.panelHead}>
        <h1 className={u.panelTitle}>{t("center.nav.settings")}</h1>
      </header>
      <div className={s.cards}>
        {cards.map((c) => (
          <Link key={c.key} to={`/userInfo/setup/${c.to}`} className={`${s.card} ${c.danger ? s.cardDanger : ""}`}>
            <span className={s.cardIcon} aria-hidden="true">
              {c.icon}
            </span>
            <span className={s.cardBody}>
              <span className={s.cardTitle}>
                {t(`setup.cards.${c.key}.title`)}
                {c.status && (
                  <span className={`${s.badge} ${c.status.ok ? s.badgeOk : s.badgeWarn}`}>{c.status.text}</span>
                )}
              </span>
              <span className={s.cardText}>{t(`setup.cards.${c.key}.text`)}</span>
            </span>
            <span className={s.cardAction}>
              {c.action}
              <ArrowIcon size={16} className={u.flip} />
            </span>
          </Link>
        ))}
      </div>
    </section>
  );
}
