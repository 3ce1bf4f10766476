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
  const user = useLocalUser();
  const isSet = user.data?.safeword === 1;

  if (!user.data) {
    return (
      <SetupFrame title={t("fundPassword.setTitle")} lead={t("fundPassword.lead")}>
        {user.isError ? <FormAlert error={user.error} /> : <PageFallback />}
      </SetupFrame>
    );
  }
  return (
    <SetupFrame
      title={t(isSet ? "fundPassword.changeTitle" : "fundPassword.setTitle")}
      lead={t("fundPassword.lead")}
      aside={<Tips title={t("tips.title")} items={[t("tips.fundRule"), t("tips.fundUse"), t("tips.fundNever")]} />}
    >
      <FundPasswordForm isSet={isSet} after="/userInfo/setup" />
    </SetupFrame>
  );
}

/**
 * Setting (`isSet` false) or changing the fund password with its rules; then the account is read again and
 * the page goes to `after` (the settings).
 */
export function FundPasswordForm({ isSet, after }: { isSet: boolean; after: string }) {
  const { t } = useTranslation("account");
  const navigate = useNavigate();
  const qc = useQueryClient();
  const { token } = useSession();
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
      await navigate(after);
    },
  );

  // Six digits from the number pad, kept out of the browser's password manager.
  const pin = (k: "old" | "next" | "again") =>
    ({ ...form.field(k, digits), autoComplete: "off", inputMode: "numeric", maxLength: 6, pattern: "[0-9]*" }) as const;
  return (
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
  );
}
