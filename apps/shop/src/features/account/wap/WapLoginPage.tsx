import { useTranslation } from "react-i18next";
import { LoginForm } from "../LoginPage.tsx";
import { WAP_AUTH } from "./wap-auth.ts";
import { WapAuthFrame } from "./WapAuthFrame.tsx";

/**
 * /wap/login: the desktop's login form and rules (a slide check after a wrong password), then back to the /wap
 * page that asked for it (`redirect`), or to the "me" tab.
 */
export default function WapLoginPage() {
  const { t } = useTranslation("account");
  return (
    <WapAuthFrame title={t("login.title")} lead={t("login.lead")}>
      <LoginForm routes={WAP_AUTH} />
    </WapAuthFrame>
  );
}
