import { LOAN_AMOUNT_MAX, LOAN_AMOUNT_MIN, LOAN_TERM_MAX_DAYS } from "@mall/contract";
import { apiErrorText, Button, Dialog, Field, InfoIcon, Input, toast } from "@mall/ui";
import { type FormEvent, type KeyboardEvent, useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import f from "../../components/forms.module.css";
import p from "../../components/page.module.css";
import { useLoanConfig, useSaveLoanConfig } from "./api.ts";
import l from "./loans.module.css";
import { yearlyPercent } from "./rates.ts";
import { checkSettings, type SettingsErrors, type SettingsForm } from "./settings.ts";
import { parseTerm, termChoices, toggleTerm } from "./terms.ts";
import { deskStyles as d } from "../finance/index.ts";

/** A required number with its unit after it (a rate in % per day, an amount in USDT). */
function UnitField({
  label,
  error,
  hint,
  value,
  onValue,
  maxLength,
  inputMode,
  unit,
  testId,
}: {
  label: string;
  error: string | undefined;
  hint?: string;
  value: string;
  onValue: (value: string) => void;
  maxLength: number;
  inputMode: "decimal" | "numeric";
  unit: string;
  testId: string;
}) {
  return (
    <Field label={label} required error={error} hint={hint}>
      {({ id, describedBy, invalid }) => (
        <span className={l.unitBox}>
          <Input
            id={id}
            value={value}
            maxLength={maxLength}
            inputMode={inputMode}
            onChange={(e) => onValue(e.target.value)}
            aria-describedby={describedBy}
            aria-invalid={invalid}
            autoComplete="off"
            data-testid={testId}
          />
          <span className={l.unitText}>{unit}</span>
        </span>
      )}
    </Field>
  );
}

/** Whole USDT with separators ("30,000,000"): the settings' bounds have no cents. */
const whole = (n: number) => n.toLocaleString("en-US");

const EMPTY: SettingsForm = {
  dailyRatePercent: "",
  penaltyRatePercent: "",
  lendableDays: [],
  amountMin: "",
  amountMax: "",
  twoPersonAbove: "",
};

/**
 * The loan terms: the daily rate, the penalty past the due date, the terms on offer and the amount range. A
 * loan keeps the terms it was applied for, so a change reaches new applications only.
 */
export function LoanSettingsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const config = useLoanConfig(open);
  const save = useSaveLoanConfig();
  const [form, setForm] = useState<SettingsForm>(EMPTY);
  const [added, setAdded] = useState<number[]>([]);
  const [custom, setCustom] = useState("");
  const [customError, setCustomError] = useState<string>();
  const [errors, setErrors] = useState<SettingsErrors>({});
  const [refusal, setRefusal] = useState<string>();
  const termsId = useId();
  const saved = config.data;

  // Each opening starts from what is saved now.
  useEffect(() => {
    if (!open || !saved) return;
    setForm({
      dailyRatePercent: saved.dailyRatePercent,
      penaltyRatePercent: saved.penaltyRatePercent,
      lendableDays: [...saved.lendableDays],
      amountMin: String(saved.amountMin),
      amountMax: String(saved.amountMax),
      twoPersonAbove: String(saved.twoPersonAbove),
    });
    setAdded([]);
    setCustom("");
    setCustomError(undefined);
    setErrors({});
    setRefusal(undefined);
  }, [open, saved]);

  const set = <K extends keyof SettingsForm>(key: K, value: SettingsForm[K]) =>
    setForm((x) => ({ ...x, [key]: value }));
  const problem = (key: keyof SettingsForm) => {
    const e = errors[key];
    return e && t(`loans.settings.problem.${e}`, { min: whole(LOAN_AMOUNT_MIN), max: whole(LOAN_AMOUNT_MAX) });
  };

  const addCustom = () => {
    const day = parseTerm(custom);
    if (day === undefined) {
      setCustomError(t("loans.settings.customInvalid", { max: LOAN_TERM_MAX_DAYS }));
      return;
    }
    setCustomError(undefined);
    setAdded((a) => [...a, day]);
    set("lendableDays", toggleTerm(form.lendableDays, day, true));
    setCustom("");
  };

  const submit = (e?: FormEvent) => {
    e?.preventDefault();
    if (save.isPending) return;
    const checked = checkSettings(form);
    setErrors(checked.errors);
    if (!checked.params) return;
    setRefusal(undefined);
    save.mutate(checked.params, {
      onSuccess: () => {
        toast.success(t("loans.settings.saved"));
        onClose();
      },
      onError: (err) => setRefusal(apiErrorText(t, err)),
    });
  };

  const yearly = yearlyPercent(form.dailyRatePercent);
  const choices = termChoices(saved?.lendableDays ?? [], added);

  return (
    <Dialog
      open={open}
      width="min(620px, 100%)"
      title={t("loans.settings.title")}
      description={t("loans.settings.text")}
      onClose={onClose}
      testId="loan-settings-dialog"
      footer={
        <>
          <Button onClick={onClose}>{t("common.cancel")}</Button>
          <Button
            variant="primary"
            loading={save.isPending}
            disabled={!saved}
            onClick={() => submit()}
            data-testid="loan-settings-save"
          >
            {t("common.save")}
          </Button>
        </>
      }
    >
      {!saved ? (
        <p className={p.muted}>{t("ui.loading")}</p>
      ) : (
        <form className={f.stack} onSubmit={submit} noValidate>
          <p className={d.callout} data-tone="warning" data-testid="loan-settings-note">
            <InfoIcon size={18} />
            <span>{t("loans.settings.newOnly")}</span>
          </p>
          <div className={l.pair}>
            <UnitField
              label={t("loans.settings.dailyRate")}
              error={problem("dailyRatePercent")}
              hint={yearly ? t("loans.settings.yearly", { rate: yearly }) : t("loans.settings.rateHint")}
              value={form.dailyRatePercent}
              onValue={(v) => set("dailyRatePercent", v)}
              maxLength={7}
              inputMode="decimal"
              unit={t("loans.settings.percentPerDay")}
              testId="loan-daily-rate"
            />
            <UnitField
              label={t("loans.settings.penaltyRate")}
              error={problem("penaltyRatePercent")}
              hint={t("loans.settings.penaltyHint")}
              value={form.penaltyRatePercent}
              onValue={(v) => set("penaltyRatePercent", v)}
              maxLength={7}
              inputMode="decimal"
              unit={t("loans.settings.percentPerDay")}
              testId="loan-penalty-rate"
            />
          </div>
          <fieldset className={l.terms} aria-describedby={`${termsId}-msg`}>
            <legend className={l.termsLegend}>
              {t("loans.settings.terms")}
              <span className={l.required} aria-hidden="true">
                *
              </span>
            </legend>
            <div className={l.termGrid}>
              {choices.map((day) => (
                <label key={day} className={l.termCheck}>
                  <input
                    type="checkbox"
                    checked={form.lendableDays.includes(day)}
                    onChange={(e) => set("lendableDays", toggleTerm(form.lendableDays, day, e.target.checked))}
                    data-testid={`loan-term-${day}`}
                  />
                  <span className={p.num}>{day}</span>
                </label>
              ))}
            </div>
            <div className={l.customTerm}>
              <Input
                value={custom}
                maxLength={3}
                inputMode="numeric"
                placeholder={t("loans.settings.customPlaceholder", { max: LOAN_TERM_MAX_DAYS })}
                aria-label={t("loans.settings.custom")}
                aria-invalid={Boolean(customError)}
                onChange={(e) => setCustom(e.target.value)}
                onKeyDown={(e: KeyboardEvent<HTMLInputElement>) => {
                  // Enter adds the term here rather than saving the whole form.
                  if (e.key === "Enter") {
                    e.preventDefault();
                    addCustom();
                  }
                }}
                data-testid="loan-term-custom"
              />
              <Button size="s" onClick={addCustom} data-testid="loan-term-add">
                {t("loans.settings.add")}
              </Button>
            </div>
            <p
              id={`${termsId}-msg`}
              className={customError || errors.lendableDays ? l.termsError : l.termsHint}
              role={customError || errors.lendableDays ? "alert" : undefined}
            >
              {customError ?? problem("lendableDays") ?? t("loans.settings.termsHint", { n: form.lendableDays.length })}
            </p>
          </fieldset>
          <div className={l.pair}>
            <UnitField
              label={t("loans.settings.amountMin")}
              error={problem("amountMin")}
              hint={t("loans.settings.amountHint", { min: whole(LOAN_AMOUNT_MIN), max: whole(LOAN_AMOUNT_MAX) })}
              value={form.amountMin}
              onValue={(v) => set("amountMin", v)}
              maxLength={9}
              inputMode="numeric"
              unit="USDT"
              testId="loan-amount-min"
            />
            <UnitField
              label={t("loans.settings.amountMax")}
              error={problem("amountMax")}
              value={form.amountMax}
              onValue={(v) => set("amountMax", v)}
              maxLength={9}
              inputMode="numeric"
              unit="USDT"
              testId="loan-amount-max"
            />
          </div>
          <div className={l.pair}>
            <UnitField
              label={t("loans.settings.twoPersonAbove")}
              error={problem("twoPersonAbove")}
              hint={t("loans.settings.twoPersonHint")}
              value={form.twoPersonAbove}
              onValue={(v) => set("twoPersonAbove", v)}
              maxLength={9}
              inputMode="numeric"
              unit="USDT"
              testId="loan-two-person"
            />
          </div>
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
