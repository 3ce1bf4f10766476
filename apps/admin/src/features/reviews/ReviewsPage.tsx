import type { ConsoleReview } from "@mall/contract";
import {
  apiErrorText,
  Button,
  type Column,
  DataTable,
  PageHeader,
  Panel,
  StatusBadge,
  Tabs,
  type Tone,
  toast,
  useWide,
} from "@mall/ui";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Lightbox } from "../../components/Lightbox.tsx";
import { ListToolbar } from "../../components/ListToolbar.tsx";
import p from "../../components/page.module.css";
import { when } from "../../lib/format.ts";
import { pagerOf } from "../../lib/list.ts";
import { type ReviewFilter, useReviews, useSetReviewStatus } from "./api.ts";
import s from "./reviews.module.css";
import { Stars } from "./Stars.tsx";

const TYPE_TONE: Record<number, Tone> = { 1: "success", 2: "warning", 3: "danger" };
const FILTER_NAME: Record<ReviewFilter, string> = { "": "all", "1": "shown", "0": "hidden" };

/** Buyers' reviews for moderation: read them with their pictures, hide the abusive ones, show them again. */
export function ReviewsPage() {
  const { t } = useTranslation();
  const wide = useWide();
  const [status, setStatus] = useState<ReviewFilter>("");
  const [q, setQ] = useState("");
  const [page, setPage] = useState(1);
  const reviews = useReviews(status, q, page);
  const setReview = useSetReviewStatus();
  const [viewing, setViewing] = useState<{ images: string[]; index: number }>();

  const search = (words: string) => {
    setQ(words);
    setPage(1);
  };
  const toggle = (r: ConsoleReview) => {
    const next = r.status === 1 ? 0 : 1;
    setReview.mutate(
      { id: r.id, status: next },
      {
        onSuccess: () => toast.success(t(next ? "reviews.shownToast" : "reviews.hiddenToast")),
        onError: (err) => toast.error(apiErrorText(t, err)),
      },
    );
  };

  const columns: Column<ConsoleReview>[] = [
    {
      key: "review",
      header: t("reviews.col.review"),
      width: wide ? "46%" : "52%",
      render: (r) => (
        <div className={`${s.review} ${r.status ? "" : s.hidden}`} data-testid={`review-${r.id}`}>
          <div className={s.head}>
            <Stars rating={r.rating} label={t("reviews.rating", { n: r.rating })} />
            <StatusBadge tone={TYPE_TONE[r.evaluationType] ?? "neutral"}>
              {t(`reviews.type.${r.evaluationType}`, { defaultValue: String(r.evaluationType) })}
            </StatusBadge>
            {r.isDefault && (
              <span className={s.default} title={t("reviews.defaultHint")}>
                {t("reviews.default")}
              </span>
            )}
          </div>
          {/* The system's default review carries a fixed sentence; staff read it in their language. */}
          <p className={`${s.text} ${r.isDefault ? s.muted : ""}`} title={r.isDefault ? r.content : undefined}>
            {r.isDefault ? t("reviews.defaultContent") : r.content}
          </p>
          {r.images.length > 0 && (
            <ul className={s.pictures}>
              {r.images.map((src, i) => (
                <li key={src}>
                  <button
                    type="button"
                    className={s.picture}
                    onClick={() => setViewing({ images: r.images, index: i })}
                    aria-label={t("reviews.picture", { n: i + 1, total: r.images.length })}
                  >
                    <img src={src} alt="" loading="lazy" />
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      ),
    },
    {
      key: "about",
      header: t("reviews.col.about"),
      render: (r) => (
        <div className={p.whoText}>
          <a
            className={`${s.listing} ${p.strong}`}
            href={`/productDetails?id=${r.sellerGoodsId}`}
            target="_blank"
            rel="noreferrer"
          >
            {t("reviews.listing", { id: r.sellerGoodsId })}
          </a>
          <span className={`${p.caption} ${p.clip}`}>{r.sellerName}</span>
          <span className={p.caption}>
            {r.userName} · <span className={p.num}>{r.orderId}</span>
          </span>
        </div>
      ),
    },
    ...(wide
      ? [
          {
            key: "date",
            header: t("reviews.col.date"),
            render: (r: ConsoleReview) => <span className={p.num}>{when(r.createTime)}</span>,
          },
        ]
      : []),
    {
      key: "status",
      header: t("reviews.col.status"),
      render: (r) => (
        <div className={p.whoText}>
          <span>
            {r.status === 1 ? (
              <StatusBadge tone="success">{t("reviews.shown")}</StatusBadge>
            ) : (
              <StatusBadge tone="neutral">{t("reviews.hidden")}</StatusBadge>
            )}
          </span>
          {!wide && (
            <span className={p.caption}>
              <span className={p.num}>{when(r.createTime)}</span>
            </span>
          )}
        </div>
      ),
    },
    {
      key: "actions",
      header: <span className="visually-hidden">{t("common.actions")}</span>,
      align: "end",
      render: (r) => (
        <Button
          size="s"
          variant={r.status === 1 ? "secondary" : "primary"}
          loading={setReview.isPending && setReview.variables?.id === r.id}
          onClick={() => toggle(r)}
          data-testid={`${r.status === 1 ? "hide" : "show"}-review-${r.id}`}
        >
          {r.status === 1 ? t("reviews.hide") : t("reviews.show")}
        </Button>
      ),
    },
  ];

  return (
    <div className={p.page}>
      <PageHeader title={t("reviews.title")} subtitle={t("reviews.subtitle")} />
      <Panel padded={false}>
        <ListToolbar
          lead={
            <Tabs
              label={t("reviews.title")}
              value={status}
              onChange={(next) => {
                setStatus(next);
                setPage(1);
              }}
              items={[
                { key: "", label: <span className={p.nowrap}>{t("reviews.tab.all")}</span> },
                { key: "1", label: <span className={p.nowrap}>{t("reviews.tab.shown")}</span> },
                { key: "0", label: <span className={p.nowrap}>{t("reviews.tab.hidden")}</span> },
              ]}
            />
          }
          search={{
            placeholder: t("reviews.searchPlaceholder"),
            onSearch: search,
            maxLength: 80,
            testId: "review-search",
          }}
        />
        <DataTable
          columns={columns}
          rows={reviews.data?.pageList}
          rowKey={(r) => r.id}
          loading={reviews.isFetching}
          empty={q ? t("reviews.noMatch") : t(`reviews.empty.${FILTER_NAME[status]}`)}
          caption={t("reviews.title")}
          pagination={pagerOf(page, setPage, reviews.data)}
        />
      </Panel>
      <Lightbox
        images={viewing?.images ?? []}
        index={viewing?.index}
        onIndex={(index) => setViewing((v) => v && { ...v, index })}
        onClose={() => setViewing(undefined)}
        label={(n, total) => t("reviews.picture", { n, total })}
      />
    </div>
  );
}
