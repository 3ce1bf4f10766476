import type { DataOf } from "@mall/contract";
import { toast } from "@mall/ui";
import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from "react";
import { Trans, useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { useErrorText } from "../../lib/error-text.ts";
import { formStyles as f } from "../account/index.ts";
import { applyForLoan, useCountries, useLoansChanged } from "./api.ts";
import s from "./apply.module.css";
import { CostBox } from "./CostBox.tsx";
import { described, Field } from "./Field.tsx";
import { useDaysText } from "./LoanBits.tsx";
import {
  amountBounds,
  checkLoanAmount,
  checkTerm,
  digitsOnly,
  draftProblems,
  formatWhole,
  type LoanDraft,
  PHOTO_SLOTS,
  type PhotoSlot,
  termOptions,
} from "./loan-terms.ts";
import { AGREEMENT_PATH, MY_LOAN_PATH } from "./paths.ts";
import { PhotoField } from "./PhotoField.tsx";
import { useDebounced } from "./useDebounced.ts";
import { usePhotos } from "./usePhotos.ts";
import { useSubmission } from "../../lib/submission.ts";

/** The quote waits until the amount and the term have stopped changing for this long. */
const QUOTE_DEBOUNCE_MS = 400;

export type ApplicationStart = {
  draft: LoanDraft;
  /** The rejected application's pictures when reapplying. */
  photos?: Record<PhotoSlot, string>;
  /** The rejected loan being reapplied for. */
  creditId?: string;
};

/**
 * The loan application (credit!apply): who the borrower is, three ID photos uploaded with progress, the
 * amount (a whole number inside the configured bounds) and a term on offer. Beside it, what the loan costs
 * (credit!quote) before anything is sent, the agreement to tick, and the button. Sent, it goes to My loans.
 */
export function ApplicationForm({
  config,
  start,
  paths = { done: MY_LOAN_PATH, agreement: AGREEMENT_PATH },
}: {
  config: DataOf<"credit!config">;
  start: ApplicationStart;
  /** Where the borrower goes once it is sent, and where the agreement is read (the mobile storefront's own). */
  paths?: { done: string; agreement: string };
}) {
  const { t } = useTranslation(["credit", "pages"]);
  const errorText = useErrorText();
  const daysText = useDaysText();
  const navigate = useNavigate();
  const changed = useLoansChanged();
  const uid = useId();
  const form = useRef<HTMLFormElement>(null);
  const countries = useCountries();
  const photos = usePhotos();
  const submission = useSubmission();
  const [draft, setDraft] = useState(start.draft);
  const [agreed, setAgreed] = useState(false);
  const [tried, setTried] = useState(false);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());

  const { prefill } = photos;
  useEffect(() => {
    if (start.photos) prefill(start.photos);
  }, [start.photos, prefill]);

  const bounds = amountBounds(config);
  const terms = termOptions(config.allLendableDays, config.lendableDays);
  const problems = draftProblems(draft, { bounds, terms, photos: photos.states, agreed });
  const shown = (k: string) => (tried || touched.has(k) ? problems[k] : undefined);
  const locked = submission.busy;

  const amount = checkLoanAmount(draft.applyAmount, bounds);
  const term = checkTerm(draft.creditPeriod, terms);
  const wanted = "amount" in amount && "days" in term ? `${amount.amount}|${term.days}` : "";
  const settled = useDebounced(wanted, QUOTE_DEBOUNCE_MS);
  const [quoteAmount = "", quoteDays = "0"] = settled.split("|");
  const quoteParams = settled ? { applyAmount: quoteAmount, creditPeriod: Number(quoteDays) } : undefined;

  const set = (k: keyof LoanDraft, v: string) => setDraft((d) => ({ ...d, [k]: v }));
  const touch = (k: string) => setTouched((all) => (all.has(k) ? all : new Set([...all, k])));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    const face = photos.photos.face?.url;
    const back = photos.photos.back?.url;
    const hand = photos.photos.hand?.url;
    if (
      Object.values(problems).some(Boolean) ||
      !("amount" in amount) ||
      !("days" in term) ||
      !face ||
      !back ||
      !hand
    ) {
      // The first field to fix comes into view once the problems are drawn.
      requestAnimationFrame(() => {
        const el = form.current?.querySelector<HTMLElement>(
          '[aria-invalid="true"], [data-invalid="true"] button, [data-invalid="true"] input[type="checkbox"]',
        );
        el?.scrollIntoView({ block: "center", behavior: "smooth" });
        el?.focus({ preventScroll: true });
      });
      return;
    }
    void submission.run(async () => {
      await applyForLoan({
        realName: draft.realName.trim(),
        countryId: Number(draft.countryId),
        identification: draft.identification.trim(),
        applyAmount: String(amount.amount),
        creditPeriod: term.days,
        imgCertificateFace: face,
        imgCertificateBack: back,
        imgCertificateHand: hand,
        creditId: start.creditId,
      });
      toast.success(t("credit.apply.sent"));
      void changed();
      await navigate(paths.done);
    });
  };

  const range = { min: formatWhole(bounds.min), max: formatWhole(bounds.max) };
  return (
    <form ref={form} className={s.body} onSubmit={submit} noValidate aria-label={t("credit.apply.title")}>
      <div className={s.form}>
        <Step n={1} title={t("credit.apply.aboutYou")}>
          <div className={s.grid2}>
            <Field
              id={`${uid}-name`}
              label={t("credit.apply.realName")}
              problem={shown("realName")}
              hint={t("credit.apply.realNameHint")}
            >
              <input
                {...described(`${uid}-name`, shown("realName"), true)}
                className={f.input}
                autoComplete="name"
                maxLength={64}
                value={draft.realName}
                onChange={(e) => set("realName", e.target.value)}
                onBlur={() => touch("realName")}
                disabled={locked}
                data-testid="credit-real-name"
              />
            </Field>
            <Field id={`${uid}-country`} label={t("credit.apply.country")} problem={shown("countryId")}>
              <select
                {...described(`${uid}-country`, shown("countryId"), false)}
                className={f.select}
                value={draft.countryId}
                onChange={(e) => {
                  set("countryId", e.target.value);
                  touch("countryId");
                }}
                disabled={locked}
                data-testid="credit-country"
              >
                <option value="">
                  {countries.isPending ? t("pages:common.loading") : t("credit.apply.chooseCountry")}
                </option>
                {countries.data?.map((c) => (
                  <option key={c.id} value={String(c.id)}>
                    {c.countryName}
                  </option>
                ))}
              </select>
            </Field>
          </div>
          <Field
            id={`${uid}-id`}
            label={t("credit.apply.identification")}
            problem={shown("identification")}
            hint={t("credit.apply.identificationHint")}
          >
            <input
              {...described(`${uid}-id`, shown("identification"), true)}
              className={f.input}
              dir="ltr"
              autoComplete="off"
              spellCheck={false}
              maxLength={40}
              value={draft.identification}
              onChange={(e) => set("identification", e.target.value)}
              onBlur={() => touch("identification")}
              disabled={locked}
              data-testid="credit-identification"
            />
          </Field>
        </Step>

        <Step n={2} title={t("credit.apply.photos")}>
          <p className={s.stepLead}>{t("credit.apply.photosLead")}</p>
          <div className={s.photos}>
            {PHOTO_SLOTS.map((slot) => (
              <PhotoField
                key={slot}
                id={`${uid}-${slot}`}
                slot={slot}
                photo={photos.photos[slot]}
                refused={photos.refused[slot]}
                problem={tried ? problems[slot] : undefined}
                onPick={(file) => photos.pick(slot, file)}
                onClear={() => photos.clear(slot)}
                disabled={locked}
              />
            ))}
          </div>
        </Step>

        <Step n={3} title={t("credit.apply.loan")}>
          <div className={s.grid2}>
            <Field
              id={`${uid}-amount`}
              label={t("credit.apply.amount")}
              problem={shown("applyAmount")}
              hint={t("credit.apply.amountHint", range)}
            >
              <div className={s.amountControl} dir="ltr">
                <input
                  {...described(`${uid}-amount`, shown("applyAmount"), true)}
                  className={f.input}
                  inputMode="numeric"
                  autoComplete="off"
                  placeholder={`${bounds.min}-${bounds.max}`}
                  value={draft.applyAmount}
                  onChange={(e) => set("applyAmount", digitsOnly(e.target.value))}
                  onBlur={() => touch("applyAmount")}
                  disabled={locked}
                  data-testid="credit-amount"
                />
                <span className={s.unitTag}>USDT</span>
              </div>
            </Field>
            <Field
              id={`${uid}-term`}
              label={t("credit.apply.term")}
              problem={shown("creditPeriod")}
              hint={terms.some((o) => !o.offered) ? t("credit.apply.termHint") : undefined}
            >
              <select
                {...described(
                  `${uid}-term`,
                  shown("creditPeriod"),
                  terms.some((o) => !o.offered),
                )}
                className={f.select}
                value={draft.creditPeriod}
                onChange={(e) => {
                  set("creditPeriod", e.target.value);
                  touch("creditPeriod");
                }}
                disabled={locked}
                data-testid="credit-term"
              >
                <option value="">{t("credit.apply.chooseTerm")}</option>
                {terms.map((o) => (
                  <option key={o.days} value={String(o.days)} disabled={!o.offered}>
                    {o.offered ? daysText(o.days) : t("credit.apply.termNotOffered", { term: daysText(o.days) })}
                  </option>
                ))}
              </select>
            </Field>
          </div>
          <p className={s.payout}>
            <span>{t("credit.apply.payout")}</span>
            <strong>{t("credit.apply.payoutValue")}</strong>
          </p>
        </Step>
      </div>

      <aside className={s.aside}>
        <CostBox params={quoteParams} stale={wanted !== settled} />
        <div
          className={`${s.agree} ${shown("agreed") ? s.agreeInvalid : ""}`}
          data-invalid={shown("agreed") ? "true" : undefined}
        >
          <label className={s.agreeLabel}>
            <input
              type="checkbox"
              checked={agreed}
              onChange={(e) => setAgreed(e.target.checked)}
              disabled={locked}
              aria-invalid={shown("agreed") ? true : undefined}
              data-testid="credit-agree"
            />
            <span>
              <Trans
                t={t}
                i18nKey="credit.apply.agree"
                components={{
                  agreement: (
                    <Link to={paths.agreement} target="_blank" rel="noopener" data-testid="credit-agreement" />
                  ),
                }}
              />
            </span>
          </label>
          {shown("agreed") && (
            <p className={f.problem} role="alert">
              {t("credit.problems.agree")}
            </p>
          )}
        </div>
        {submission.refusal !== null && (
          <p className={f.alert} role="alert" data-testid="credit-error">
            {errorText(submission.refusal)}
          </p>
        )}
        <button
          type="submit"
          className={`${f.submit} ${s.submit}`}
          disabled={locked}
          aria-busy={locked}
          data-testid="credit-submit"
        >
          {locked && <span className={f.spinner} aria-hidden="true" />}
          {locked ? t("credit.apply.submitting") : t("credit.apply.submit")}
        </button>
        <p className={s.asideNote}>{t("credit.apply.reviewNote")}</p>
      </aside>
    </form>
  );
}

/** A numbered part of the form: its title, then its fields. */
function Step({ n, title, children }: { n: number; title: string; children: ReactNode }) {
  return (
    <fieldset className={s.step}>
      <legend className={s.stepTitle}>
        <span className={s.stepNo} aria-hidden="true">
          {n}
        </span>
        {title}
      </legend>
      {children}
    </fieldset>
  );
}
