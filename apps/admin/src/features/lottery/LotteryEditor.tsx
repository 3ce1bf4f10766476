import { LOTTERY_PRIZES_MAX, LOTTERY_PRIZE_KINDS, type LotteryPrizeKind, LOTTERY_TITLE_MAX } from "@mall/contract";
import { apiErrorText, Button, Dialog, Field, Input, PlusIcon, toast, TrashIcon } from "@mall/ui";
import { type FormEvent, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import f from "../../components/forms.module.css";
import p from "../../components/page.module.css";
import { Select } from "../../components/Select.tsx";
import { useLottery, useSaveLottery } from "./api.ts";
import {
  draftOf,
  draftProblem,
  emptyDraft,
  fillNoPrize,
  inputOf,
  type LotteryDraft,
  newPrize,
  oddsLeft,
  percentOfPpm,
  type PrizeDraft,
} from "./form.ts";
import s from "./lottery.module.css";

/**
 * A new activity or a draft's set-up: titles, dates (in the reader's zone), draws per user per day, and the
 * prizes in draw order with their odds in ppm, which must add up to exactly 1,000,000, the no-prize outcome
 * included. The contract's rule checks it here first; the server checks it again.
 */
export function LotteryEditor({
  editing,
  onClose,
  onSaved,
}: {
  editing: { id?: number } | undefined;
  onClose: () => void;
  onSaved: (id: number) => void;
}) {
  const { t } = useTranslation();
  const id = editing?.id;
  const saved = useLottery(id);
  const save = useSaveLottery();
  const [draft, setDraft] = useState<LotteryDraft>();
  const [tried, setTried] = useState(false);
  const [refusal, setRefusal] = useState<string>();

  // Each opening starts from what is saved (or a fresh draft).
  useEffect(() => {
    if (!editing) return setDraft(undefined);
    setTried(false);
    setRefusal(undefined);
    if (id === undefined) setDraft(emptyDraft());
    else if (saved.data?.id === id) setDraft(draftOf(saved.data));
  }, [editing, id, saved.data]);

  const problem = draft && tried ? draftProblem(draft) : undefined;
  const set = <K extends keyof LotteryDraft>(key: K, value: LotteryDraft[K]) =>
    setDraft((d) => (d ? { ...d, [key]: value } : d));
  const setPrize = (key: string, change: Partial<PrizeDraft>) =>
    setDraft((d) => d && { ...d, prizes: d.prizes.map((x) => (x.key === key ? { ...x, ...change } : x)) });
  const changeKind = (x: PrizeDraft, kind: LotteryPrizeKind) =>
    setPrize(x.key, {
      kind,
      amount: kind === "cash" ? x.amount || "1" : "",
      stock: kind === "none" ? "" : x.stock || "1",
    });

  const submit = (e?: FormEvent) => {
    e?.preventDefault();
    if (!draft || save.isPending) return;
    setTried(true);
    if (draftProblem(draft)) return;
    setRefusal(undefined);
    save.mutate(
      { ...inputOf(draft), ...(id !== undefined ? { id } : {}) },
      {
        onSuccess: (r) => {
          toast.success(t("lottery.saved"));
          onSaved(r.id);
        },
        onError: (err) => setRefusal(apiErrorText(t, err)),
      },
    );
  };

  const left = draft ? oddsLeft(draft) : 0;
  const field = (key: "titleEn" | "titleCn" | "start" | "end" | "dailyLimit") => {
    const k = problem?.key;
    const mine =
      (key.startsWith("title") && k === "lotteryTitleInvalid") ||
      ((key === "start" || key === "end") && (k === "lotteryDatesInvalid" || k === "lotteryDatesReversed")) ||
      (key === "dailyLimit" && k === "lotteryDailyLimitInvalid");
    return mine && k ? t(`errors:${k}`) : undefined;
  };

  return (
    <Dialog
      open={editing !== undefined}
      width="min(980px, 100%)"
      title={id === undefined ? t("lottery.new") : t("lottery.editTitle")}
      description={t("lottery.editorText")}
      onClose={onClose}
      testId="lottery-editor"
      footer={
        <>
          <Button onClick={onClose}>{t("common.cancel")}</Button>
          <Button
            variant="primary"
            loading={save.isPending}
            disabled={!draft}
            onClick={() => submit()}
            data-testid="lottery-save"
          >
            {t("common.save")}
          </Button>
        </>
      }
    >
      {!draft ? (
        <p className={p.muted}>{t("ui.loading")}</p>
      ) : (
        <form className={f.stack} onSubmit={submit} noValidate>
          <div className={s.pair}>
            <Field label={t("lottery.titleEn")} required error={field("titleEn")}>
              {({ id: fid, describedBy, invalid }) => (
                <Input
                  id={fid}
                  value={draft.titleEn}
                  maxLength={LOTTERY_TITLE_MAX}
                  onChange={(e) => set("titleEn", e.target.value)}
                  aria-describedby={describedBy}
                  aria-invalid={invalid}
                  data-testid="lottery-title-en"
                />
              )}
            </Field>
            <Field label={t("lottery.titleCn")} required error={field("titleCn")}>
              {({ id: fid, describedBy, invalid }) => (
                <Input
                  id={fid}
                  value={draft.titleCn}
                  maxLength={LOTTERY_TITLE_MAX}
                  onChange={(e) => set("titleCn", e.target.value)}
                  aria-describedby={describedBy}
                  aria-invalid={invalid}
                  data-testid="lottery-title-cn"
                />
              )}
            </Field>
          </div>
          <div className={s.triple}>
            <Field label={t("lottery.starts")} required error={field("start")} hint={t("lottery.zoneHint")}>
              {({ id: fid, describedBy, invalid }) => (
                <Input
                  id={fid}
                  type="datetime-local"
                  value={draft.start}
                  onChange={(e) => set("start", e.target.value)}
                  aria-describedby={describedBy}
                  aria-invalid={invalid}
                  data-testid="lottery-start"
                />
              )}
            </Field>
            <Field label={t("lottery.ends")} required error={field("end")}>
              {({ id: fid, describedBy, invalid }) => (
                <Input
                  id={fid}
                  type="datetime-local"
                  value={draft.end}
                  onChange={(e) => set("end", e.target.value)}
                  aria-describedby={describedBy}
                  aria-invalid={invalid}
                  data-testid="lottery-end"
                />
              )}
            </Field>
            <Field label={t("lottery.col.perDay")} required error={field("dailyLimit")} hint={t("lottery.perDayHint")}>
              {({ id: fid, describedBy, invalid }) => (
                <Input
                  id={fid}
                  value={draft.dailyLimit}
                  inputMode="numeric"
                  maxLength={3}
                  onChange={(e) => set("dailyLimit", e.target.value)}
                  aria-describedby={describedBy}
                  aria-invalid={invalid}
                  data-testid="lottery-daily-limit"
                />
              )}
            </Field>
          </div>

          <section className={s.prizes} aria-labelledby="lottery-prizes-title">
            <div className={s.prizesHead}>
              <h3 id="lottery-prizes-title" className={s.prizesTitle}>
                {t("lottery.prizes")}
              </h3>
              <span className={s.oddsSum} data-state={left === 0 ? "ok" : "off"} data-testid="lottery-odds-left">
                {left === 0
                  ? t("lottery.oddsComplete")
                  : left > 0
                    ? t("lottery.oddsLeft", { n: left.toLocaleString("en") })
                    : t("lottery.oddsOver", { n: (-left).toLocaleString("en") })}
              </span>
              <Button
                size="s"
                onClick={() => setDraft(fillNoPrize(draft))}
                disabled={left === 0}
                data-testid="lottery-fill"
              >
                {t("lottery.fillNoPrize")}
              </Button>
            </div>
            <p className={s.hint}>{t("lottery.prizesHint")}</p>
            <div className={s.rows}>
              <div className={s.rowHead} aria-hidden="true">
                <span>{t("lottery.prize.kind")}</span>
                <span>{t("lottery.prize.nameEn")}</span>
                <span>{t("lottery.prize.nameCn")}</span>
                <span>{t("lottery.prize.amount")}</span>
                <span>{t("lottery.prize.ppm")}</span>
                <span>{t("lottery.prize.stock")}</span>
                <span />
              </div>
              {draft.prizes.map((x, i) => {
                const bad = problem?.prize === i;
                const ppm = Number(x.ppm);
                return (
                  <div key={x.key} className={s.row} data-invalid={bad || undefined} data-testid={`lottery-prize-${i}`}>
                    <Select
                      aria-label={t("lottery.prize.kind")}
                      value={x.kind}
                      onChange={(e) => changeKind(x, e.target.value as LotteryPrizeKind)}
                      options={LOTTERY_PRIZE_KINDS.map((k) => ({ value: k, label: t(`lottery.kind.${k}`) }))}
                      data-testid={`lottery-prize-${i}-kind`}
                    />
                    <Input
                      aria-label={t("lottery.prize.nameEn")}
                      value={x.nameEn}
                      maxLength={60}
                      placeholder={x.kind === "cash" && x.amount.trim() ? `${x.amount.trim()} USDT` : ""}
                      onChange={(e) => setPrize(x.key, { nameEn: e.target.value })}
                      data-testid={`lottery-prize-${i}-name-en`}
                    />
                    <Input
                      aria-label={t("lottery.prize.nameCn")}
                      value={x.nameCn}
                      maxLength={60}
                      placeholder={x.kind === "cash" && x.amount.trim() ? `${x.amount.trim()} USDT` : ""}
                      onChange={(e) => setPrize(x.key, { nameCn: e.target.value })}
                      data-testid={`lottery-prize-${i}-name-cn`}
                    />
                    <Input
                      aria-label={t("lottery.prize.amount")}
                      value={x.amount}
                      inputMode="decimal"
                      maxLength={10}
                      disabled={x.kind !== "cash"}
                      placeholder={x.kind === "cash" ? "USDT" : "—"}
                      onChange={(e) => setPrize(x.key, { amount: e.target.value })}
                      data-testid={`lottery-prize-${i}-amount`}
                    />
                    <span className={s.ppmBox}>
                      <Input
                        aria-label={t("lottery.prize.ppm")}
                        dir="ltr"
                        value={x.ppm}
                        inputMode="numeric"
                        maxLength={8}
                        onChange={(e) => setPrize(x.key, { ppm: e.target.value })}
                        data-testid={`lottery-prize-${i}-ppm`}
                      />
                      <span className={s.ppmPercent}>{Number.isFinite(ppm) ? percentOfPpm(ppm) : ""}</span>
                    </span>
                    <Input
                      aria-label={t("lottery.prize.stock")}
                      value={x.stock}
                      inputMode="numeric"
                      maxLength={8}
                      disabled={x.kind === "none"}
                      placeholder={x.kind === "none" ? "∞" : ""}
                      onChange={(e) => setPrize(x.key, { stock: e.target.value })}
                      data-testid={`lottery-prize-${i}-stock`}
                    />
                    <Button
                      size="s"
                      variant="ghost"
                      aria-label={t("lottery.prize.remove")}
                      title={t("lottery.prize.remove")}
                      disabled={draft.prizes.length <= 2}
                      onClick={() =>
                        set(
                          "prizes",
                          draft.prizes.filter((y) => y.key !== x.key),
                        )
                      }
                    >
                      <TrashIcon size={16} />
                    </Button>
                  </div>
                );
              })}
            </div>
            <div>
              <Button
                size="s"
                onClick={() =>
                  set("prizes", [...draft.prizes.slice(0, -1), newPrize("gift"), ...draft.prizes.slice(-1)])
                }
                disabled={draft.prizes.length >= LOTTERY_PRIZES_MAX}
                data-testid="lottery-add-prize"
              >
                <PlusIcon size={14} />
                {t("lottery.prize.add")}
              </Button>
            </div>
          </section>

          {(problem || refusal) && (
            <p className={f.refusal} role="alert" data-testid="lottery-problem">
              {problem
                ? problem.prize !== undefined
                  ? t("lottery.prizeProblem", { n: problem.prize + 1, text: t(`errors:${problem.key}`) })
                  : t(`errors:${problem.key}`)
                : refusal}
            </p>
          )}
        </form>
      )}
    </Dialog>
  );
}
