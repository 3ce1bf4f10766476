import { useTranslation } from "react-i18next";
import { useWapSignedIn } from "../../../components/wap/MeGate.tsx";
import m from "../../../components/wap/me.module.css";
import { WapPage } from "../../../components/wap/WapPage.tsx";
import { usePageTitle } from "../../site/index.ts";
import { AccountCancellationForm, CANCEL_RULES } from "../setup/AccountCancellationPage.tsx";
import s from "./settings.module.css";

/**
 * /wap/settings/close: the desktop's account cancellation (user!logoff) on a phone — what to know first, then
 * the account name, a reason and the fund password; afterwards the phone is signed out, on the me tab.
 */
export default function WapCloseAccountPage() {
  const { t } = useTranslation("account");
  const signedIn = useWapSignedIn();
  usePageTitle(t("cancel.title"));
  return (
    <WapPage title={t("cancel.title")}>
      {signedIn && (
        <div className={m.stack}>
          <section className={m.card} data-testid="close-account-rules">
            <h2 className={m.cardTitle}>{t("cancel.before")}</h2>
            <ul className={s.tips}>
              {CANCEL_RULES.map((r) => (
                <li key={r}>{t(r)}</li>
              ))}
            </ul>
          </section>
          <div className={s.formCard}>
            <p className={s.lead}>{t("cancel.lead")}</p>
            <AccountCancellationForm after="/wap/me" />
          </div>
        </div>
      )}
    </WapPage>
  );
}
