import { toast } from "@mall/ui";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { PageFallback } from "../../../components/PageFallback.tsx";
import { useSession } from "../../../lib/session.ts";
import {
  AccountForm,
  accountKey,
  changeSafeword,
  check,
  FormAlert,
  PasswordField,
  repeat,
  required,
  safeword,
  setSafeword,
  useForm,
  useLocalUser,
} from "../../account/index.ts";
import { SetupFrame, Tips } from "./SetupFrame.tsx";

const digits = (v: string) => v.replace(/\D/g, "").slice(0, 6);

/**
 * /userInfo/setup/transaction-password: the 6-digit fund password that confirms payments and withdrawals.
 * Set once (user!setSafewordReg); afterwards changed with the old one (user!updateOldAndNewSafeword).
 */
export default function TransactionPasswordPage() {
  const { t } = useTranslation("account");
  const navigate = useNavigate();
  const qc = useQueryClient();
  const { token } = useSession();
  const user = useLocalUser();
  const isSet = user.data?.safeword === 1;
  const form = useForm({ old: "", next: "", again: "" });

  const onSubmit = form.submit(
    (v) =>
      check({
        old: () => (isSet ? required(v.old) : undefined),
        next: () => safeword(v.next),
        again: () => repeat(v.again, v.next, "safewordsDiffer"),
      }),
    async (v) => {
      if (isSet) await changeSafeword({ old_safeword: v.old, safeword: v.next, re_safeword: v.again });
      else await setSafeword({ safeword: v.next, re_safeword: v.again });
      form.reset();
      await qc.invalidateQueries({ queryKey: accountKey(token, "user") });
      toast.success(t(isSet ? "fundPassword.changed" : "fundPassword.saved"));
      await navigate("/userInfo/setup");
    },
  );

  const title = t(isSet ? "fundPassword.changeTitle" : "fundPassword.setTitle");
  if (!user.data) {
    return (
      <SetupFrame title={t("fundPassword.setTitle")} lead={t("fundPassword.lead")}>
        {user.isError ? <FormAlert error={user.error} /> : <PageFallback />}
      </SetupFrame>
    );
  }

  // Six digits from the number pad, kept out of the browser's password manager.
  const pin = (k: "old" | "next" | "again") =>
    ({ ...form.field(k, digits), autoComplete: "off", inputMode: "numeric", maxLength: 6, pattern: "[0-9]*" }) as const;
  return (
    <SetupFrame
      title={title}
      lead={t("fundPassword.lead")}
      aside={<Tips title={t("tips.title")} items={[t("tips.fundRule"), t("tips.fundUse"), t("tips.fundNever")]} />}
    >
      <AccountForm
        form={form}
        onSubmit={onSubmit}
        submit={t(isSet ? "fundPassword.submitChange" : "fundPassword.submitSet")}
      >
        {isSet && (
          <PasswordField
            label={t("fundPassword.old")}
            placeholder={t("fundPassword.oldPlaceholder")}
            {...pin("old")}
            name="old_safeword"
          />
        )}
        <PasswordField
          label={t("fundPassword.new")}
          placeholder={t("fundPassword.newPlaceholder")}
          {...pin("next")}
          hint={t("fundPassword.hint")}
          name="safeword"
        />
        <PasswordField
          label={t("fundPassword.again")}
          placeholder={t("fundPassword.againPlaceholder")}
          {...pin("again")}
          name="re_safeword"
        />
      </AccountForm>
    </SetupFrame>
  );
}
