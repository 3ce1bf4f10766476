import { apiErrorText, Button, Dialog, InfoIcon, toast } from "@mall/ui";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "../../components/ConfirmDialog.tsx";
import { DetailList, DetailSection } from "../../components/DetailList.tsx";
import p from "../../components/page.module.css";
import { usdt, when } from "../../lib/format.ts";
import { deskStyles as d } from "../finance/index.ts";
import { useCloseLottery, useLottery, usePublishLottery } from "./api.ts";
import { percentOfPpm } from "./form.ts";
import s from "./lottery.module.css";
import { LotteryStateBadge } from "./state.tsx";

/**
 * One activity: its facts, the seed's hash (and the seed once revealed), its prizes with stock and how often
 * each was given, and the one next step its state allows: edit or publish a draft, close a published one.
 */
export function LotteryDrawer({
  id,
  onClose,
  onEdit,
}: {
  id: number | undefined;
  onClose: () => void;
  onEdit: (id: number) => void;
}) {
  const { t } = useTranslation();
  const q = useLottery(id);
  const a = q.data?.id === id ? q.data : undefined;
  const publish = usePublishLottery();
  const close = useCloseLottery();
  const [confirm, setConfirm] = useState<"publish" | "close">();
  const [refusal, setRefusal] = useState<string>();

  const ask = (what: "publish" | "close") => {
    setRefusal(undefined);
    setConfirm(what);
  };
  const run = () => {
    if (!a || !confirm) return;
    const m = confirm === "publish" ? publish : close;
    m.mutate(a.id, {
      onSuccess: () => {
        toast.success(t(confirm === "publish" ? "lottery.published" : "lottery.closed"));
        setConfirm(undefined);
      },
      onError: (e) => setRefusal(apiErrorText(t, e)),
    });
  };

  const published = a && a.status === 1;
  return (
    <>
      <Dialog
        open={id !== undefined}
        side
        width="min(760px, 100%)"
        title={a ? a.titleEn : t("lottery.title")}
        description={a && <bdi>{a.titleCn}</bdi>}
        onClose={onClose}
        testId="lottery-drawer"
        footer={
          a && (
            <>
              {a.state === "draft" && (
                <>
                  <Button onClick={() => onEdit(a.id)} data-testid="lottery-drawer-edit">
                    {t("lottery.edit")}
                  </Button>
                  <Button variant="primary" onClick={() => ask("publish")} data-testid="lottery-publish">
                    {t("lottery.publish")}
                  </Button>
                </>
              )}
              {published && (
                <Button variant="danger" onClick={() => ask("close")} data-testid="lottery-close">
                  {t("lottery.close")}
                </Button>
              )}
            </>
          )
        }
      >
        {!a ? (
          <p className={p.muted}>{t("ui.loading")}</p>
        ) : (
          <div className={s.drawer}>
            <DetailSection title={t("lottery.details")}>
              <DetailList
                items={[
                  { key: "state", label: t("lottery.col.state"), value: <LotteryStateBadge state={a.state} /> },
                  {
                    key: "start",
                    label: t("lottery.starts"),
                    value: <span className={p.num}>{when(a.startTime)}</span>,
                  },
                  { key: "end", label: t("lottery.ends"), value: <span className={p.num}>{when(a.endTime)}</span> },
                  { key: "limit", label: t("lottery.col.perDay"), value: a.dailyLimit },
                  {
                    key: "page",
                    label: t("lottery.page"),
                    value: (
                      <a className={s.link} href={a.detailUrl} target="_blank" rel="noopener noreferrer" dir="ltr">
                        {a.detailUrl}
                      </a>
                    ),
                  },
                  {
                    key: "draws",
                    label: t("lottery.col.draws"),
                    value: (
                      <span className={p.num}>
                        {a.draws.toLocaleString("en")} · {t("lottery.winners", { n: a.winners.toLocaleString("en") })}
                      </span>
                    ),
                  },
                  {
                    key: "paid",
                    label: t("lottery.paidOut"),
                    value: <span className={p.amount}>{usdt(a.paidOut)}</span>,
                  },
                ]}
              />
            </DetailSection>

            <DetailSection title={t("lottery.fairness")}>
              <div className={s.secret}>
                <span className={s.secretLabel}>{t("lottery.seedHash")}</span>
                <code className={s.hex} data-testid="lottery-seed-hash">
                  {a.seedHash}
                </code>
                <span className={p.caption}>
                  {a.state === "draft" ? t("lottery.seedHashDraft") : t("lottery.seedHashPublic")}
                </span>
              </div>
              <div className={s.secret}>
                <span className={s.secretLabel}>{t("lottery.seed")}</span>
                {a.seed ? (
                  <code className={s.hex} data-testid="lottery-seed">
                    {a.seed}
                  </code>
                ) : (
                  <span className={p.caption}>{t("lottery.seedHidden")}</span>
                )}
              </div>
            </DetailSection>

            <DetailSection title={t("lottery.prizes")}>
              <div className={s.tableWrap}>
                <table className={s.table} data-testid="lottery-prize-table">
                  <thead>
                    <tr>
                      <th scope="col">{t("lottery.prize.name")}</th>
                      <th scope="col">{t("lottery.prize.kind")}</th>
                      <th scope="col" className={s.end}>
                        {t("lottery.prize.odds")}
                      </th>
                      <th scope="col" className={s.end}>
                        {t("lottery.prize.stock")}
                      </th>
                      <th scope="col" className={s.end}>
                        {t("lottery.prize.won")}
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {a.prizes.map((x) => (
                      <tr key={x.id}>
                        <td>
                          <bdi>{x.nameEn}</bdi>
                          <span className={s.sub}>
                            <bdi>{x.nameCn}</bdi>
                          </span>
                        </td>
                        <td>
                          {t(`lottery.kind.${x.kind}`)}
                          {x.kind === "cash" && <span className={s.sub}>{usdt(x.amount)} USDT</span>}
                        </td>
                        <td className={`${s.end} ${p.num}`}>
                          {x.ppm.toLocaleString("en")}
                          <span className={s.sub}>{percentOfPpm(x.ppm)}</span>
                        </td>
                        <td className={`${s.end} ${p.num}`}>
                          {x.stock === null
                            ? "—"
                            : `${x.stock.toLocaleString("en")} / ${(x.initialStock ?? 0).toLocaleString("en")}`}
                        </td>
                        <td className={`${s.end} ${p.num}`}>{x.won.toLocaleString("en")}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </DetailSection>
          </div>
        )}
      </Dialog>
      <ConfirmDialog
        open={confirm !== undefined}
        title={t(confirm === "close" ? "lottery.closeTitle" : "lottery.publishTitle")}
        message={
          a && (
            <span className={s.confirm}>
              <span className={d.callout} data-tone="warning">
                <InfoIcon size={18} />
                <span>{t(confirm === "close" ? "lottery.closeText" : "lottery.publishText")}</span>
              </span>
              {confirm === "publish" && (
                <span className={s.secret}>
                  <span className={s.secretLabel}>{t("lottery.seedHash")}</span>
                  <code className={s.hex}>{a.seedHash}</code>
                </span>
              )}
            </span>
          )
        }
        confirmLabel={t(confirm === "close" ? "lottery.close" : "lottery.publish")}
        danger={confirm === "close"}
        busy={publish.isPending || close.isPending}
        error={refusal}
        onConfirm={run}
        onClose={() => setConfirm(undefined)}
      />
    </>
  );
}
