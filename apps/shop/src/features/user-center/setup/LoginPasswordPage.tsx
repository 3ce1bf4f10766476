import { toast } from "@mall/ui";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import {
  AccountForm,
  changePassword,
  check,
  NewPasswordFields,
  PasswordField,
  password,
  repeat,
  required,
  useForm,
} from "../../account/index.ts";
import { SetupFrame, Tips } from "./SetupFrame.tsx";

/** /userInfo/setup/login-password: old, new and repeated password (user!updateOldAndNewPsw). */
export default function LoginPasswordPage() {
  const { t } = useTranslation("account");
  return (
    <SetupFrame
      title={t("loginPassword.title")}
      lead={t("loginPassword.lead")}
      aside={
        <Tips title={t("tips.title")} items={[t("tips.passwordRule"), t("tips.unique"), t("tips.otherDevices")]} />
      }
    >
      <LoginPasswordForm after="/userInfo/setup" />
    </SetupFrame>
  );
}

/** The change of the login password with its rules; then the page goes to `after` (the settings). */
export function LoginPasswordForm({ after }: { after: string }) {
  const { t } = useTranslation("account");
  const navigate = useNavigate();
  const form = useForm({ old: "", next: "", again: "" });

  const onSubmit = form.submit(
    (v) =>
      check({
        old: () => required(v.old),
        next: () => password(v.next) ?? (v.next === v.old ? "sameAsOld" : undefined),
        again: () => repeat(v.again, v.next),
      }),
    async (v) => {
      await changePassword({ old_password: v.old, password: v.next, re_password: v.again });
      form.reset();
      toast.success(t("loginPassword.done"));
      await navigate(after);
    },
  );

  return (
    <AccountForm form={form} onSubmit={onSubmit} submit={t("loginPassword.submit")}>
      <PasswordField
        label={t("loginPassword.old")}
        placeholder={t("loginPassword.oldPlaceholder")}
        {...form.field("old")}
        autoComplete="current-password"
        name="old_password"
      />
      <NewPasswordFields
        password={form.field("next")}
        again={form.field("again")}
        text={{
          password: t("loginPassword.new"),
          passwordPlaceholder: t("loginPassword.newPlaceholder"),
          again: t("loginPassword.again"),
          againPlaceholder: t("loginPassword.againPlaceholder"),
        }}
      />
    </AccountForm>
  );
}
