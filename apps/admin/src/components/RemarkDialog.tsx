import { REFUND_REMARK_MAX } from "@mall/contract";
import { apiErrorText, Button, Dialog, Field, TextArea } from "@mall/ui";
import { type FormEvent, type ReactNode, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import f from "./forms.module.css";

/**
 * A decision that goes on record with a remark: what it is about (children), the remark (required or
 * optional), the server's refusal inline, and the confirm button. Open while there is a `subject`; the remark
 * and both complaints start empty for each new one.
 */
export function RemarkDialog<S>({
  subject,
  title,
  confirmLabel,
  danger,
  confirmTestId,
  busy,
  remarkLabel,
  remarkRequired,
  remarkMissing,
  placeholder,
  remarkTestId,
  remarkMin = 1,
  remarkMax = REFUND_REMARK_MAX,
  onConfirm,
  onClose,
  children,
}: {
  subject: S | undefined;
  title: ReactNode;
  confirmLabel: ReactNode;
  danger: boolean;
  confirmTestId: string;
  busy: boolean;
  remarkLabel: string;
  remarkRequired: boolean;
  /** The complaint when a required remark is left empty. */
  remarkMissing: string;
  placeholder: string;
  remarkTestId: string;
  /** Shortest required remark (characters, trimmed); shorter gets `remarkMissing`. */
  remarkMin?: number;
  /** Longest remark; a refund's by default. */
  remarkMax?: number;
  /** Sends the decision with the trimmed remark; `refused` shows the server's answer when it says no. */
  onConfirm: (subject: S, remark: string, refused: (err: unknown) => void) => void;
  onClose: () => void;
  children: (subject: S) => ReactNode;
}) {
  const { t } = useTranslation();
  const [remark, setRemark] = useState("");
  const [error, setError] = useState<string>();
  const [refusal, setRefusal] = useState<string>();

  useEffect(() => {
    if (!subject) return;
    setRemark("");
    setError(undefined);
    setRefusal(undefined);
  }, [subject]);

  const submit = (e?: FormEvent) => {
    e?.preventDefault();
    if (!subject) return;
    const text = remark.trim();
    if (remarkRequired && text.length < remarkMin) {
      setError(remarkMissing);
      return;
    }
    setError(undefined);
    onConfirm(subject, text, (err) => setRefusal(apiErrorText(t, err)));
  };

  return (
    <Dialog
      open={Boolean(subject)}
      width="min(520px, 100%)"
      title={title}
      onClose={onClose}
      footer={
        <>
          <Button onClick={onClose}>{t("common.cancel")}</Button>
          <Button
            variant={danger ? "danger" : "primary"}
            loading={busy}
            onClick={() => submit()}
            data-testid={confirmTestId}
          >
            {confirmLabel}
          </Button>
        </>
      }
    >
      {subject && (
        <form className={f.stack} onSubmit={submit} noValidate>
          {children(subject)}
          <Field label={remarkLabel} required={remarkRequired} error={error} aside={`${remark.length} / ${remarkMax}`}>
            {({ id, describedBy, invalid }) => (
              <TextArea
                id={id}
                value={remark}
                maxLength={remarkMax}
                onChange={(e) => setRemark(e.target.value)}
                aria-describedby={describedBy}
                aria-invalid={invalid}
                placeholder={placeholder}
                data-testid={remarkTestId}
              />
            )}
          </Field>
          {refusal && (
            <p className={f.refusal} role="alert">
              {refusal}
            </p>
          )}
        </form>
      )}
    </Dialog>
  );
}
