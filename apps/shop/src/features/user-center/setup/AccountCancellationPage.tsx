import { DEREGISTER_DETAIL_MAX, DEREGISTER_REASON_MAX } from "@mall/contract";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { confirmDialog } from "../../../components/feedback/confirm.ts";
import { PageFallback } from "../../../components/PageFallback.tsx";
import {
  AccountForm,
  check,
  deregister,
  Field,
  FormAlert,
  formStyles as f,
  PasswordField,
  required,
  safeword,
  TextField,
  useForm,
  useLocalUser,
  useLogout,
} from "../../account/index.ts";
import { SetupFrame, Tips } from "./SetupFrame.tsx";

const REASONS = ["notUsing", "otherAccount", "privacy", "experience", "messages", "other"] as const;

/** What to know before closing the account (keys of the account catalogue). */
export const CANCEL_RULES = ["cancel.ruleBalance", "cancel.ruleData", "cancel.ruleName"] as const;

/**
 * The account cancellation form (user!logoff): the account name typed again, a reason and, when one is set,
 * the fund password; after a last confirmation the session ends like a logout and the browser goes to `after`
 * (the desktop's home unless said). The desktop's setup page and /wap/settings/close show it.
 */
export function AccountCancellationForm({ after }: { after?: string }) {
  const { t } = useTranslation("account");
  const user = useLocalUser();
  const logout = useLogout();
  const reasonId = useId();
  const detailId = useId();
  const form = useForm({ account: "", reason: "", detail: "", cashPassword: "" });
  const needsFund = user.data?.safeword === 1;

  const onSubmit = form.submit(
    (v) =>
      check({
        account: () =>
          required(v.account) ?? (v.account.trim() === user.data?.username ? undefined : "accountMismatch"),
        reason: () => required(v.reason),
        detail: () => (v.reason === "other" ? required(v.detail) : undefined),
        cashPassword: () => (needsFund ? safeword(v.cashPassword) : undefined),
      }),
    async (v) => {
      const ok = await confirmDialog({
        title: t("cancel.confirmTitle"),
        message: t("cancel.confirmText"),
        okText: t("cancel.confirmOk"),
        danger: true,
      });
      if (!ok) return;
      const label = t(`cancel.reasons.${v.reason}`);
      await deregister({
        account: v.account.trim(),
        reason: (v.detail.trim() ? `${label}: ${v.detail.trim()}` : label).slice(0, DEREGISTER_REASON_MAX),
        cashPassword: needsFund ? v.cashPassword : undefined,
      });
      form.reset();
      // The server already ended every session of the account; only this device's data is left to clear.
      await logout({ remote: false, message: t("cancel.done"), to: after });
    },
  );

  if (!user.data) return user.isError ? <FormAlert error={user.error} /> : <PageFallback />;

  return (
    <AccountForm form={form} onSubmit={onSubmit} submit={t("cancel.submit")} danger>
      <TextField
        label={t("cancel.account")}
        placeholder={user.data.username}
        {...form.field("account")}
        hint={t("cancel.accountHint", { name: user.data.username })}
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        name="account"
      />
      <Field id={reasonId} label={t("cancel.reason")} problem={form.errors.reason}>
        <select
          id={reasonId}
          className={f.select}
          value={form.values.reason}
          onChange={(e) => form.set("reason")(e.target.value)}
          aria-invalid={form.errors.reason ? true : undefined}
          name="reason"
        >
          <option value="" disabled>
            {t("cancel.reasonPlaceholder")}
          </option>
          {REASONS.map((r) => (
            <option key={r} value={r}>
              {t(`cancel.reasons.${r}`)}
            </option>
          ))}
        </select>
      </Field>
      {form.values.reason && (
        <Field
          id={detailId}
          label={t(form.values.reason === "other" ? "cancel.detail" : "cancel.detailOptional")}
          problem={form.errors.detail}
        >
          <textarea
            id={detailId}
            className={f.textarea}
            value={form.values.detail}
            onChange={(e) => form.set("detail")(e.target.value)}
            placeholder={t("cancel.detailPlaceholder")}
            maxLength={DEREGISTER_DETAIL_MAX}
            aria-invalid={form.errors.detail ? true : undefined}
            name="detail"
          />
        </Field>
      )}
      {needsFund && (
        <PasswordField
          label={t("cancel.fund")}
          placeholder={t("fundPassword.oldPlaceholder")}
          {...form.field("cashPassword", (v) => v.replace(/\D/g, "").slice(0, 6))}
          inputMode="numeric"
          maxLength={6}
          autoComplete="off"
          name="cashPassword"
        />
      )}
    </AccountForm>
  );
}

/** /userInfo/setup/account-cancellation: the form beside the rules to read before. */
export default function AccountCancellationPage() {
  const { t } = useTranslation("account");
  return (
    <SetupFrame
      title={t("cancel.title")}
      lead={t("cancel.lead")}
      warning
      aside={<Tips title={t("cancel.before")} items={CANCEL_RULES.map((r) => t(r))} />}
    >
      <AccountCancellationForm />
    </SetupFrame>
  );
}
