import type { AuditEntry } from "@mall/contract";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { usdt } from "../../lib/format.ts";
import { orderStatusText, refundStateText } from "../orders/index.ts";
import s from "./AuditDiff.module.css";

type Snapshot = Record<string, unknown> | null;

/** A recorded value in words: states and permissions by their labels, lists joined, absent as a dash. */
function showValue(t: TFunction, key: string, v: unknown, target?: string): string {
  if (v === null || v === undefined || v === "") return "—";
  if (key === "status" && typeof v === "string") return t(`stores.status.${v}`, { defaultValue: v });
  if (key === "status" && typeof v === "number" && target === "order") return orderStatusText(t, v);
  if (key === "status" && typeof v === "number" && target === "review") {
    return t(v === 1 ? "reviews.shown" : "reviews.hidden");
  }
  if (key === "returnStatus" && typeof v === "number") return refundStateText(t, v);
  if (key === "state" && typeof v === "string" && target === "lottery") {
    return t(`lottery.state.${v}`, { defaultValue: v });
  }
  if (key === "money" && (typeof v === "string" || typeof v === "number")) return `${usdt(v)} USDT`;
  if (key === "enabled" && typeof v === "boolean") return t(v ? "status.enabled" : "status.disabled");
  if (Array.isArray(v)) {
    if (!v.length) return t("roles.noPermissions");
    return v
      .map((x) => (key === "permissions" ? t(`permission.${x}`, { defaultValue: String(x) }) : String(x)))
      .join(", ");
  }
  if (typeof v === "boolean") return t(v ? "audit.yes" : "audit.no");
  if (typeof v === "object") return JSON.stringify(v);
  return String(v);
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Some writes record a column name (return_status) before and a wire name (returnStatus) after: one row. */
const camel = (snap: Snapshot): Snapshot =>
  snap &&
  Object.fromEntries(
    Object.entries(snap).map(([k, v]) => [k.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase()), v]),
  );

/** Fields in reading order (jsonb keeps keys sorted by length, which reads oddly); unknown ones after. */
const ORDER = [
  "username",
  "name",
  "storeName",
  "status",
  "returnStatus",
  "provider",
  "trackingNo",
  "money",
  "memo",
  "remark",
  "enabled",
  "roleName",
  "permissions",
  "reason",
  "sellerId",
  "partyId",
  "roleId",
];
const rank = (k: string) => {
  const i = ORDER.indexOf(k);
  return i === -1 ? ORDER.length : i;
};

function rowsOf(before: Snapshot, after: Snapshot) {
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])].sort(
    (a, b) => rank(a) - rank(b),
  );
  return keys.map((key) => ({
    key,
    before: before ? before[key] : undefined,
    after: after ? after[key] : undefined,
    // A field the write did not record afterwards (the order's refund state on a shipment) did not change.
    changed: before && after && !(key in after) ? false : !same(before?.[key], after?.[key]),
  }));
}

/**
 * What an entry changed. Compact: only the fields that changed, "before → after" (a creation lists what it
 * set, a deletion what it removed). Full: every recorded field side by side, changes highlighted.
 */
export function AuditDiff({
  entry: raw,
  full = false,
}: {
  entry: Pick<AuditEntry, "before" | "after"> & { targetType?: string };
  full?: boolean;
}) {
  const { t } = useTranslation();
  const entry = { before: camel(raw.before), after: camel(raw.after) };
  const rows = rowsOf(entry.before, entry.after);
  const show = (key: string, v: unknown) => showValue(t, key, v, raw.targetType);
  const label = (key: string) => t(`audit.field.${key}`, { defaultValue: key });

  if (!full) {
    const changed = rows.filter((r) => r.changed);
    if (!changed.length) return <span className={s.none}>{t("audit.noChange")}</span>;
    return (
      <ul className={s.compact}>
        {changed.map((r) => (
          <li key={r.key}>
            <span className={s.field}>{label(r.key)}</span>
            {entry.before && r.before !== undefined && <del className={s.old}>{show(r.key, r.before)}</del>}
            {entry.before && entry.after && r.before !== undefined && r.after !== undefined && (
              <span className={s.arrow} aria-hidden="true">
                →
              </span>
            )}
            {entry.after && r.after !== undefined && <ins className={s.new}>{show(r.key, r.after)}</ins>}
          </li>
        ))}
      </ul>
    );
  }

  return (
    <table className={s.table}>
      <thead>
        <tr>
          <th scope="col">{t("audit.fieldCol")}</th>
          <th scope="col">{t("audit.before")}</th>
          <th scope="col">{t("audit.after")}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.key} className={r.changed ? s.changed : undefined}>
            <th scope="row">{label(r.key)}</th>
            <td>{entry.before ? show(r.key, r.before) : <span className={s.none}>{t("audit.nothing")}</span>}</td>
            <td>{entry.after ? show(r.key, r.after) : <span className={s.none}>{t("audit.nothing")}</span>}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
