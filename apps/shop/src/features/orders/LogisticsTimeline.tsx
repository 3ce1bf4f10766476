import type { OrderLogVo } from "@mall/contract";
import { toast } from "@mall/ui";
import { useTranslation } from "react-i18next";
import { CopyIcon } from "../../components/icons.tsx";
import { copyText } from "../../lib/clipboard.ts";
import s from "./detail.module.css";
import { byTime, isKnownLog } from "./order-policy.ts";
import { WireTime } from "./WireTime.tsx";

/**
 * The order's history (orderLog!list), oldest first as the spec asks, the latest step marked. Each entry is
 * translated by its key; an entry this catalogue does not know shows the server's own sentence.
 */
export function LogisticsTimeline({
  logs,
  carrier,
  trackingNo,
}: {
  logs: OrderLogVo[];
  carrier: string | null;
  trackingNo: string | null;
}) {
  const { t } = useTranslation("orders");
  const sorted = [...logs].sort(byTime);
  const copy = async (text: string) => {
    if (await copyText(text)) toast.success(t("detail.copied"));
    else toast.error(t("detail.copyFailed"));
  };
  return (
    <>
      {carrier && trackingNo && (
        <dl className={s.parcel} data-testid="parcel">
          <div>
            <dt>{t("detail.carrier")}</dt>
            <dd>{carrier}</dd>
          </div>
          <div>
            <dt>{t("detail.tracking")}</dt>
            <dd>
              <bdi className={s.mono}>{trackingNo}</bdi>
              <button
                type="button"
                className={s.copyBtn}
                onClick={() => void copy(trackingNo)}
                aria-label={t("detail.copyTracking")}
                title={t("detail.copyTracking")}
              >
                <CopyIcon size={15} />
              </button>
            </dd>
          </div>
        </dl>
      )}
      {sorted.length === 0 ? (
        <p className={s.muted}>{t("detail.noLogs")}</p>
      ) : (
        <ol className={s.timeline} data-testid="order-logs">
          {sorted.map((l, i) => (
            <li key={l.id} className={`${s.step} ${i === sorted.length - 1 ? s.stepNow : ""}`}>
              <span className={s.stepDot} aria-hidden="true" />
              <p className={s.stepText}>
                {isKnownLog(l.key) ? t(`orderLog.${l.key}`) : l.log}
                {l.key === "shipped" && carrier && trackingNo && (
                  <span className={s.stepSub}>{t("detail.shippedWith", { carrier, number: trackingNo })}</span>
                )}
              </p>
              <WireTime value={l.createTime} className={s.stepTime} />
            </li>
          ))}
        </ol>
      )}
    </>
  );
}
