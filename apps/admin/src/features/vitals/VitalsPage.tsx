import { formatCount } from "@mall/contract";
import { type Column, DataTable, PageHeader, Panel, StatusBadge, type Tone } from "@mall/ui";
import { useTranslation } from "react-i18next";
import p from "../../components/page.module.css";
import { when } from "../../lib/format.ts";
import { useVitalsSummary, type VitalsRoute } from "./api.ts";
import { formatVital, type Rating, ratingOf, THRESHOLDS, type VitalKey } from "./rating.ts";
import s from "./vitals.module.css";

const TONE: Record<Rating, Tone> = { good: "success", needsImprovement: "warning", poor: "danger" };

/**
 * How fast the storefront is for its real visitors (issue 14 §3): each route's 75th percentile of LCP, CLS and
 * INP over the last 7 days, as the browsers reported them (web-vitals), most viewed routes first.
 */
export function VitalsPage() {
  const { t } = useTranslation();
  const summary = useVitalsSummary();
  const data = summary.data;

  const metricColumn = (key: VitalKey): Column<VitalsRoute> => ({
    key,
    header: t(`vitals.col.${key}`),
    render: (r) => {
      const f = r[key];
      if (!f) return <span className={p.muted}>—</span>;
      const rating = ratingOf(key, f.p75);
      return (
        <div className={s.cell}>
          <span className={s.value}>
            <span className={`${p.num} ${p.strong}`}>{formatVital(key, f.p75)}</span>
            <StatusBadge tone={TONE[rating]}>{t(`vitals.rating.${rating}`)}</StatusBadge>
          </span>
          <span className={p.caption}>{t("vitals.samples", { count: f.samples })}</span>
        </div>
      );
    },
  });

  const columns: Column<VitalsRoute>[] = [
    { key: "route", header: t("vitals.col.route"), render: (r) => <bdi className={s.route}>{r.route}</bdi> },
    {
      key: "views",
      header: t("vitals.col.views"),
      align: "end",
      render: (r) => <span className={p.num}>{formatCount(r.views)}</span>,
    },
    metricColumn("lcp"),
    metricColumn("cls"),
    metricColumn("inp"),
  ];

  return (
    <div className={p.page}>
      <PageHeader
        title={t("vitals.title")}
        subtitle={
          data
            ? t("vitals.subtitle", { days: data.days, from: when(data.from), to: when(data.to) })
            : t("vitals.subtitleLoading")
        }
      />
      <Panel padded={false}>
        <DataTable
          columns={columns}
          rows={data?.routes}
          rowKey={(r) => r.route}
          loading={summary.isFetching && !data}
          empty={t("vitals.empty")}
          caption={t("vitals.title")}
        />
      </Panel>
      <p className={s.legend}>
        {t("vitals.legend", {
          lcp: THRESHOLDS.lcp.map((v) => formatVital("lcp", v)).join(" / "),
          cls: THRESHOLDS.cls.join(" / "),
          inp: THRESHOLDS.inp.map((v) => formatVital("inp", v)).join(" / "),
        })}
      </p>
    </div>
  );
}
