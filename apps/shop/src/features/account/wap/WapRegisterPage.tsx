import { useTranslation } from "react-i18next";
import { RegisterForm } from "../RegisterPage.tsx";
import { WAP_AUTH } from "./wap-auth.ts";
import { WapAuthFrame } from "./WapAuthFrame.tsx";

/**
 * /wap/register: the desktop's registration (phone or e-mail with a code, or a username; the invitation code;
 * the slide check every registration carries), then back to the /wap page that asked, or to the "me" tab.
 */
export default function WapRegisterPage() {
  const { t } = useTranslation("account");
  return (
    <WapAuthFrame title={t("register.title")} lead={t("register.lead")}>
      <RegisterForm routes={WAP_AUTH} />
    </WapAuthFrame>
  );
}
