import { useTranslation } from "react-i18next";
import { ForgotForm } from "../ForgotPasswordPage.tsx";
import { WAP_AUTH } from "./wap-auth.ts";
import { WapAuthFrame } from "./WapAuthFrame.tsx";

/**
 * /wap/forgot: the desktop's reset (the account's name, a code to the e-mail or phone it has bound, the new
 * password twice), then back to /wap/login with the name filled in, still remembering the /wap page that asked.
 */
export default function WapForgotPage() {
  const { t } = useTranslation("account");
  return (
    <WapAuthFrame title={t("forgot.title")} lead={t("forgot.lead")}>
      <ForgotForm routes={WAP_AUTH} />
    </WapAuthFrame>
  );
}
