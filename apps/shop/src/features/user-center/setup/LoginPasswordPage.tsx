import { toast } from "@mall/ui";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import {
  changePassword,
  check,
  FormAlert,
  formStyles as f,
  PasswordField,
  password,
  repeat,
  required,
  SubmitButton,
  useForm,
} from "../../account/index.ts";
import { SetupFrame, Tips } from "./SetupFrame.tsx";

/** /userInfo/setup/login-password: old, new and repeated password (user!updateOldAndNewPsw). */
export default function LoginPasswordPage() {
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
      await navigate("/userInfo/setup");
    },
  );

  return (
    <SetupFrame
      title={t("loginPassword.title")}
      lead={t("loginPassword.lead")}
      aside={
        <Tips title={t("tips.title")} items={[t("tips.passwordRule"), t("tips.unique"), t("tips.otherDevices")]} />
      }
    >
      <form className={f.form} onSubmit={onSubmit} noValidate>
        <FormAlert error={form.serverError} />
        <PasswordField
          label={t("loginPassword.old")}
          placeholder={t("loginPassword.oldPlaceholder")}
          value={form.values.old}
          onValue={form.set("old")}
          problem={form.errors.old}
          autoComplete="current-password"
          name="old_password"
        />
        <PasswordField
          label={t("loginPassword.new")}
          placeholder={t("loginPassword.newPlaceholder")}
          value={form.values.next}
          onValue={form.set("next")}
          problem={form.errors.next}
          hint={t("register.passwordHint")}
          autoComplete="new-password"
          name="password"
        />
        <PasswordField
          label={t("loginPassword.again")}
          placeholder={t("loginPassword.againPlaceholder")}
          value={form.values.again}
          onValue={form.set("again")}
          problem={form.errors.again}
          autoComplete="new-password"
          name="re_password"
        />
        <SubmitButton busy={form.busy}>{t("loginPassword.submit")}</SubmitButton>
      </form>
    </SetupFrame>
  );
}
