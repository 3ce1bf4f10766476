import type { CSSProperties, ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { narrowColumns } from "./GoodsCard.tsx";
import { AlertIcon, BoxIcon } from "./icons.tsx";
import l from "./layout.module.css";
import s from "./ui.module.css";

export function EmptyState({
  title,
  text,
  action,
  icon,
}: {
  title: string;
  text?: string;
  action?: ReactNode;
  icon?: ReactNode;
}) {
  return (
    <div className={s.state}>
      <div className={s.stateIcon}>{icon ?? <BoxIcon size={40} />}</div>
      <p className={s.stateTitle}>{title}</p>
      {text && <p className={s.stateText}>{text}</p>}
      {action}
    </div>
  );
}

/** The way out of a page with nothing to show: back to the home page. */
export function BackHomeLink() {
  const { t } = useTranslation("pages");
  return (
    <Link to="/index" className={l.btnPrimary}>
      {t("common.backHome")}
    </Link>
  );
}

export function ErrorState({ onRetry, text }: { onRetry?: () => void; text?: string }) {
  const { t } = useTranslation("pages");
  return (
    <div className={s.state} role="alert">
      <div className={`${s.stateIcon} ${s.stateIconError}`}>
        <AlertIcon size={40} />
      </div>
      <p className={s.stateTitle}>{t("common.errorTitle")}</p>
      <p className={s.stateText}>{text ?? t("common.errorText")}</p>
      {onRetry && (
        <button type="button" className={s.btnGhost} onClick={onRetry}>
          {t("common.retry")}
        </button>
      )}
    </div>
  );
}

export function Skeleton({
  width,
  height,
  radius,
  className,
}: {
  width?: number | string;
  height?: number | string;
  radius?: number;
  className?: string;
}) {
  return (
    <span className={`${s.skeleton} ${className ?? ""}`} style={{ width, height, borderRadius: radius }} aria-hidden />
  );
}

export function GoodsGridSkeleton({ count = 10, columns = 5 }: { count?: number; columns?: number }) {
  return (
    <div
      className={s.grid}
      style={{ "--cols": columns, "--cols-narrow": narrowColumns(columns) } as CSSProperties}
      aria-busy="true"
    >
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <div key={i} className={s.cardSkeleton}>
          <Skeleton className={s.cardSkeletonImg} />
          <div className={s.cardSkeletonBody}>
            <Skeleton height={14} width="90%" />
            <Skeleton height={14} width="60%" />
            <Skeleton height={20} width="40%" />
          </div>
        </div>
      ))}
    </div>
  );
}
