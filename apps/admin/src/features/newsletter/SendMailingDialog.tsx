import { API } from "@mall/contract";
import { apiErrorText, Button, Dialog, Field, Input, TextArea, toast } from "@mall/ui";
import { type FormEvent, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import f from "../../components/forms.module.css";
import { Select } from "../../components/Select.tsx";
import { newRequestId, useSendMailing } from "./api.ts";

/** The send form checks with the action's own schema: one rule, written once in packages/contract. */
const SEND = API["console/newsletter!send"].params;
const SUBJECT_MAX = SEND.shape.subject.maxLength ?? 150;
const BODY_MAX = SEND.shape.body.maxLength ?? 10_000;

type Errors = Partial<Record<"subject" | "body" | "form", string>>;

/**
 * A marketing mail to every subscriber (or one brand's). Each copy carries its own one-click unsubscribe
 * (List-Unsubscribe, List-Unsubscribe-Post) and a link to the unsubscribe page; the server adds them.
 */
export function SendMailingDialog({
  open,
  brands,
  onClose,
}: {
  open: boolean;
  brands: { id: string; name: string; subscribers: number }[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [subject, setSubject] = useState("");
  const [body, setBody] = useState("");
  const [brandId, setBrandId] = useState("");
  const [requestId, setRequestId] = useState(newRequestId);
  const [errors, setErrors] = useState<Errors>({});
  const send = useSendMailing();

  useEffect(() => {
    if (!open) return;
    setSubject("");
    setBody("");
    setBrandId("");
    setErrors({});
    setRequestId(newRequestId());
  }, [open]);

  const total = brands.reduce((n, b) => n + b.subscribers, 0);
  const audience = brandId ? (brands.find((b) => b.id === brandId)?.subscribers ?? 0) : total;

  const submit = (e?: FormEvent) => {
    e?.preventDefault();
    const checked = SEND.safeParse({ subject, body, brandId: brandId || undefined, requestId });
    if (!checked.success) {
      const bad = new Set(checked.error.issues.map((i) => String(i.path[0])));
      setErrors({
        ...(bad.has("subject") ? { subject: t("errors:mailingSubjectInvalid") } : {}),
        ...(bad.has("body") ? { body: t("errors:mailingBodyInvalid") } : {}),
      });
      return;
    }
    setErrors({});
    send.mutate(
      { subject: subject.trim(), body: body.trim(), brandId: brandId || undefined, requestId },
      {
        onSuccess: (r) => {
          toast.success(t("newsletter.sent", { n: r.recipients }));
          onClose();
        },
        onError: (err) => setErrors({ form: apiErrorText(t, err) }),
      },
    );
  };

  return (
    <Dialog
      open={open}
      width="640px"
      title={t("newsletter.sendTitle")}
      description={t("newsletter.sendText")}
      onClose={onClose}
      testId="send-mailing"
      footer={
        <>
          <Button onClick={onClose}>{t("common.cancel")}</Button>
          <Button
            variant="primary"
            loading={send.isPending}
            onClick={() => submit()}
            data-testid="send-mailing-confirm"
          >
            {t("newsletter.sendTo", { n: audience })}
          </Button>
        </>
      }
    >
      <form className={f.stack} onSubmit={submit} noValidate>
        {errors.form && (
          <p className={f.refusal} role="alert">
            {errors.form}
          </p>
        )}
        <Field label={t("newsletter.audience")}>
          {({ id }) => (
            <Select
              id={id}
              value={brandId}
              onChange={(e) => setBrandId(e.target.value)}
              options={[
                { value: "", label: t("newsletter.everyone", { n: total }) },
                ...brands.map((b) => ({
                  value: b.id,
                  label: t("newsletter.brandAudience", { name: b.name, n: b.subscribers }),
                })),
              ]}
            />
          )}
        </Field>
        <Field
          label={t("newsletter.subject")}
          required
          error={errors.subject}
          aside={`${subject.length} / ${SUBJECT_MAX}`}
        >
          {({ id, describedBy, invalid }) => (
            <Input
              id={id}
              value={subject}
              maxLength={SUBJECT_MAX}
              onChange={(e) => setSubject(e.target.value)}
              aria-describedby={describedBy}
              aria-invalid={invalid}
              data-testid="mailing-subject"
            />
          )}
        </Field>
        <Field
          label={t("newsletter.body")}
          required
          error={errors.body}
          hint={t("newsletter.footerHint")}
          aside={`${body.length} / ${BODY_MAX}`}
        >
          {({ id, describedBy, invalid }) => (
            <TextArea
              id={id}
              value={body}
              rows={9}
              maxLength={BODY_MAX}
              onChange={(e) => setBody(e.target.value)}
              aria-describedby={describedBy}
              aria-invalid={invalid}
              data-testid="mailing-body"
            />
          )}
        </Field>
      </form>
    </Dialog>
  );
}
