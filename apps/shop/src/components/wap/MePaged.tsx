import { Fragment, type ReactNode, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import s from "./me.module.css";

/** What one page of a list says once it answered: whether a page follows it. */
export type PageReport = { more: boolean };

/**
 * An endless list on the features' own page-numbered hooks: page 1, then the next page each time the sentinel
 * under the list comes into view while the last page says more follow. Each page is rendered by `page(n,
 * report)` and calls `report` when its answer is in (usePageReport). Key it by the list's filter to start again.
 */
export function MePaged({ page }: { page: (n: number, report: (r: PageReport) => void) => ReactNode }) {
  const { t } = useTranslation("wap");
  const [count, setCount] = useState(1);
  const [reports, setReports] = useState<Record<number, PageReport>>({});
  const sentinel = useRef<HTMLDivElement>(null);
  const last = reports[count];
  const wantMore = last?.more === true;

  const reporters = useRef(new Map<number, (r: PageReport) => void>());
  const reporter = (n: number) => {
    let f = reporters.current.get(n);
    if (!f) {
      f = (r: PageReport) => setReports((all) => (all[n]?.more === r.more ? all : { ...all, [n]: r }));
      reporters.current.set(n, f);
    }
    return f;
  };

  useEffect(() => {
    const el = sentinel.current;
    if (!el || !wantMore) return;
    const io = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setCount((c) => c + 1);
      },
      { rootMargin: "200px 0px" },
    );
    io.observe(el);
    return () => io.disconnect();
  }, [wantMore]);

  return (
    <>
      {Array.from({ length: count }, (_, i) => i + 1).map((n) => (
        <Fragment key={`page-${n}`}>{page(n, reporter(n))}</Fragment>
      ))}
      <div ref={sentinel} className={s.sentinel} aria-live="polite" data-testid="me-more">
        {wantMore ? (
          <span className={s.spinner} role="status" aria-label={t("me.loadingMore")} />
        ) : last && count > 1 ? (
          t("me.end")
        ) : null}
      </div>
    </>
  );
}

/** Tells MePaged what a page's answer says (a page of `page` out of `totalPage`). */
export function usePageReport(report: (r: PageReport) => void, answered: boolean, more: boolean) {
  useEffect(() => {
    if (answered) report({ more });
  }, [answered, more, report]);
}
