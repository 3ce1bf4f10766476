import { useTranslation } from "react-i18next";
import { CheckIcon } from "../../components/goods/icons.tsx";
import { useErrorText } from "../../lib/error-text.ts";
import { formStyles as f } from "../account/index.ts";
import s from "./forms.module.css";

/**
 * The end of a wallet form: the server's refusal (translated), the submit button, and once the request is
 * in, a note that the page is about to move on.
 */
export function SubmitRow({
  busy,
  leaving,
  leavingText,
  refusal,
  label,
  testId,
  disabled = false,
}: {
  busy: boolean;
  leaving: boolean;
  /** What the page does next (by default: it goes to the deposit records). */
  leavingText?: string;
  refusal: unknown;
  label: string;
  testId: string;
  disabled?: boolean;
}) {
  const { t } = useTranslation("account");
  const errorText = useErrorText();
  return (
    <>
      {refusal !== null && refusal !== undefined && (
        <p className={f.alert} role="alert" data-testid={`${testId.replace(/-submit$/, "")}-error`}>
          {errorText(refusal)}
        </p>
      )}
      <div className={s.submitRow}>
        <button
          type="submit"
          className={f.submit}
          disabled={busy || leaving || disabled}
          aria-busy={busy}
          data-testid={testId}
        >
          {busy && <span className={f.spinner} aria-hidden="true" />}
          {busy ? t("wallet.submitting") : label}
        </button>
        {leaving && (
          <span className={s.done} role="status" data-testid="money-request-done">
            <CheckIcon size={16} />
            {leavingText ?? t("wallet.recharge.leaving")}
          </span>
        )}
      </div>
    </>
  );
}
