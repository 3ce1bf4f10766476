import type { ConsoleLotteryRow } from "@mall/contract";
import { Button, type Column, DataTable, PageHeader, Panel, PlusIcon } from "@mall/ui";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import p from "../../components/page.module.css";
import { when } from "../../lib/format.ts";
import { pagerOf } from "../../lib/list.ts";
import { useLotteries } from "./api.ts";
import { LotteryDrawer } from "./LotteryDrawer.tsx";
import { LotteryEditor } from "./LotteryEditor.tsx";
import { LotteryStateBadge } from "./state.tsx";

/** Which activity the editor holds: a new one, or a draft by id. */
type Editing = { id?: number } | undefined;

/**
 * The lucky draws: every activity with its state, dates, daily limit and how it is going. A draft is edited
 * (dates, prizes with stock, odds in ppm adding up to the million, the no-prize outcome, the daily limit) and
 * published, which fixes its set-up and shows its seed's hash to the public; closing it reveals the seed.
 * `?open=` names the activity in the drawer.
 */
export function LotteryPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const openId = Number(params.get("open")) || undefined;
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<Editing>();
  const list = useLotteries(page);

  const openRow = (id: number | undefined) =>
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      if (id === undefined) next.delete("open");
      else next.set("open", String(id));
      return next;
    });

  const columns: Column<ConsoleLotteryRow>[] = [
    {
      key: "title",
      header: t("lottery.col.title"),
      render: (r) => (
        <div className={p.whoText}>
          <button
            type="button"
            className={p.nameButton}
            onClick={() => openRow(r.id)}
            title={t("common.details")}
            data-testid={`lottery-row-${r.id}`}
          >
            <bdi>{r.titleEn}</bdi>
          </button>
          <span className={p.caption}>
            <bdi>{r.titleCn}</bdi>
          </span>
        </div>
      ),
    },
    { key: "state", header: t("lottery.col.state"), render: (r) => <LotteryStateBadge state={r.state} /> },
    {
      key: "dates",
      header: t("lottery.col.dates"),
      render: (r) => (
        <div className={p.whoText}>
          <span className={p.num}>{when(r.startTime)}</span>
          <span className={p.caption}>
            <span className={p.num}>{when(r.endTime)}</span>
          </span>
        </div>
      ),
    },
    {
      key: "limit",
      header: t("lottery.col.perDay"),
      align: "end",
      render: (r) => <span className={p.num}>{r.dailyLimit}</span>,
    },
    {
      key: "draws",
      header: t("lottery.col.draws"),
      align: "end",
      render: (r) => (
        <div className={p.whoText}>
          <span className={p.num}>{r.draws.toLocaleString("en")}</span>
          <span className={p.caption}>{t("lottery.winners", { n: r.winners.toLocaleString("en") })}</span>
        </div>
      ),
    },
    {
      key: "actions",
      header: <span className="visually-hidden">{t("common.actions")}</span>,
      align: "end",
      render: (r) => (
        <div className={p.actions}>
          {r.state === "draft" && (
            <Button size="s" onClick={() => setEditing({ id: r.id })} data-testid={`lottery-edit-${r.id}`}>
              {t("lottery.edit")}
            </Button>
          )}
          <Button size="s" variant="ghost" onClick={() => openRow(r.id)}>
            {t("common.details")}
          </Button>
        </div>
      ),
    },
  ];

  return (
    <div className={p.page}>
      <PageHeader
        title={t("lottery.title")}
        subtitle={t("lottery.subtitle")}
        actions={
          <Button variant="primary" onClick={() => setEditing({})} data-testid="lottery-new">
            <PlusIcon size={16} />
            {t("lottery.new")}
          </Button>
        }
      />
      <Panel padded={false}>
        <DataTable
          columns={columns}
          rows={list.data?.pageList}
          rowKey={(r) => r.id}
          loading={list.isPlaceholderData || list.isLoading}
          empty={t("lottery.empty")}
          caption={t("lottery.title")}
          pagination={pagerOf(page, setPage, list.data)}
        />
      </Panel>
      <LotteryDrawer
        id={openId}
        onClose={() => openRow(undefined)}
        onEdit={(id) => {
          openRow(undefined);
          setEditing({ id });
        }}
      />
      <LotteryEditor
        editing={editing}
        onClose={() => setEditing(undefined)}
        onSaved={(id) => {
          setEditing(undefined);
          openRow(id);
        }}
      />
    </div>
  );
}
