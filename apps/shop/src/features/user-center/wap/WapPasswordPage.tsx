import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { PageFallback } from "../../../components/PageFallback.tsx";
import { useWapSignedIn } from "../../../components/wap/MeGate.tsx";
import m from "../../../components/wap/me.module.css";
import { WapPage } from "../../../components/wap/WapPage.tsx";
import { FormAlert, useLocalUser } from "../../account/index.ts";
import { usePageTitle } from "../../site/index.ts";
import { LoginPasswordForm } from "../setup/LoginPasswordPage.tsx";
import { FundPasswordForm } from "../setup/TransactionPasswordPage.tsx";
import s from "./settings.module.css";

/**
 * /wap/settings/password?kind=login|fund: the desktop's forms and rules for the login password (old, new,
 * repeated) and the 6-digit fund password (set once, then changed with the old one); back to the settings.
 */
export default function WapPasswordPage() {
  const { t } = useTranslation("account");
  const [params] = useSearchParams();
  const fund = params.get("kind") === "fund";
  const signedIn = useWapSignedIn();
  const user = useLocalUser();
  const isSet = user.data?.safeword === 1;
  const title = fund
    ? t(user.data && !isSet ? "fundPassword.setTitle" : "fundPassword.changeTitle")
    : t("loginPassword.title");
  usePageTitle(title);

  const tips = fund
    ? [t("tips.fundRule"), t("tips.fundUse"), t("tips.fundNever")]
    : [t("tips.passwordRule"), t("tips.unique"), t("tips.otherDevices")];
  return (
    <WapPage title={title}>
      {signedIn && (
        <div className={m.stack}>
          <div className={s.formCard}>
            <p className={s.lead}>{fund ? t("fundPassword.lead") : t("loginPassword.lead")}</p>
            {!fund ? (
              <LoginPasswordForm after="/wap/settings" />
            ) : user.data ? (
              <FundPasswordForm isSet={isSet} after="/wap/settings" />
            ) : user.isError ? (
              <FormAlert error={user.error} />
            ) : (
              <PageFallback />
            )}
          </div>
          <section className={m.card}>
            <h2 className={m.cardTitle}>{t("tips.title")}</h2>
            <ul className={s.tips}>
              {tips.map((x) => (
                <li key={x}>{x}</li>
              ))}
            </ul>
          </section>
        </div>
      )}
    </WapPage>
  );
}
