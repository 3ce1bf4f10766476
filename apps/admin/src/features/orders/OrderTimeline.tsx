import type { OrderLogEntry } from "@mall/contract";
import { useTranslation } from "react-i18next";
import p from "../../components/page.module.css";
import { when } from "../../lib/format.ts";
import o from "./orders.module.css";

/** The order log, oldest first (as the server sends it), the latest step highlighted. Entries translate by key. */
export function OrderTimeline({ logs }: { logs: OrderLogEntry[] }) {
  const { t } = useTranslation();
  if (!logs.length) return <p className={p.muted}>{t("orders.detail.noLog")}</p>;
  return (
    <ol className={o.timeline} data-testid="order-log">
      {logs.map((l) => (
        <li key={l.id} className={o.event}>
          <span className={o.dot} aria-hidden="true" />
          <span className={o.eventText}>
            <span>{t(`orderLog.${l.key}`, { defaultValue: l.log })}</span>
            <span className={p.caption}>
              <span className={p.num}>{when(l.createTime)}</span>
            </span>
          </span>
        </li>
      ))}
    </ol>
  );
}
