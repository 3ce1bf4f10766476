import { Field, Input } from "@mall/ui";
import { useTranslation } from "react-i18next";
import s from "./withdraw.module.css";
import {
  BANK_MAX,
  type BankDraft,
  type BankField,
  bankProblems,
  OPTIONAL_BANK_FIELDS,
  REQUIRED_BANK_FIELDS,
} from "./withdraw-form.ts";

/** Fields written left to right whatever the language: numbers and codes. */
const LTR: BankField[] = ["bankCardNo", "swiftCode", "routingNum"];

/** The bank account a bank withdrawal pays into; the optional details fold away. */
export function BankFields({
  value,
  onChange,
  checked,
}: {
  value: BankDraft;
  onChange: (next: BankDraft) => void;
  /** True once a submit was tried: the problems show beside their fields. */
  checked: boolean;
}) {
  const { t } = useTranslation("seller");
  const problems = checked ? bankProblems(value) : {};
  const field = (k: BankField, required: boolean) => (
    <Field
      key={k}
      label={t(`funds.bank.${k}`)}
      required={required}
      error={problems[k] ? t(`funds.bank.${problems[k]}`) : undefined}
    >
      {({ id, describedBy, invalid }) => (
        <Input
          id={id}
          name={k}
          value={value[k]}
          maxLength={BANK_MAX[k]}
          {...(LTR.includes(k) ? { dir: "ltr", spellCheck: false } : {})}
          autoComplete="off"
          onChange={(e) => onChange({ ...value, [k]: e.target.value })}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          data-testid={`bank-${k}`}
        />
      )}
    </Field>
  );
  const optionalProblem = OPTIONAL_BANK_FIELDS.some((k) => problems[k]);
  return (
    <div className={s.form} data-testid="bank-fields">
      <p className={s.lead}>{t("funds.bank.lead")}</p>
      <div className={s.fieldGrid}>{REQUIRED_BANK_FIELDS.map((k) => field(k, true))}</div>
      {/* Opened by itself when one of its fields is refused, so the complaint is seen. */}
      <details className={s.more} open={optionalProblem || undefined}>
        <summary>{t("funds.bank.more")}</summary>
        <div className={s.fieldGrid}>{OPTIONAL_BANK_FIELDS.map((k) => field(k, false))}</div>
      </details>
    </div>
  );
}
