import { type ReactNode, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { type FeedState, shouldLoadNext } from "./browse-feed.ts";
import s from "./browse.module.css";

/** How far below the screen the end of a list may be when the next page is asked for. */
const AHEAD = "0px 0px 600px 0px";

type Props<T, A> = {
  /**
   * One page of the list: a hook (declared at module level) that asks the desktop's page hook for page `n`
   * with `args` and answers a FeedState (see browse-feed.ts). New args need a new feed: give it a `key`.
   */
  usePage: (n: number, args: A) => FeedState<T>;
  args: A;
  /** The items of one page, drawn straight into the list's container (a grid or a column). */
  renderItems: (items: T[]) => ReactNode;
  className: string | undefined;
  /** The container is a list (`ul`) and the items its `li`s. */
  list?: boolean;
  skeleton: ReactNode;
  empty: ReactNode;
  /** Said once every page is in; a default sentence otherwise. */
  endNote?: ReactNode;
};

function Chunk<T, A>({
  n,
  usePage,
  args,
  renderItems,
}: { n: number } & Pick<Props<T, A>, "usePage" | "args" | "renderItems">) {
  const q = usePage(n, args);
  return q.page ? renderItems(q.page.items) : null;
}

/**
 * An endless list: pages 1…n of the desktop's own page hooks, the next one asked for when the sentinel under
 * the list comes near the screen (IntersectionObserver), a retry where a page failed.
 */
export function BrowseFeed<T, A>(p: Props<T, A>) {
  const { usePage, args, renderItems, className, skeleton, empty, endNote } = p;
  const { t } = useTranslation("wap");
  const [count, setCount] = useState(1);
  const first = usePage(1, args);
  const last = usePage(count, args);
  const [sentinel, setSentinel] = useState<HTMLDivElement | null>(null);
  const [near, setNear] = useState(false);
  const observable = typeof IntersectionObserver !== "undefined";

  useEffect(() => {
    if (!sentinel || !observable) return;
    const io = new IntersectionObserver((entries) => setNear(entries.some((e) => e.isIntersecting)), {
      rootMargin: AHEAD,
    });
    io.observe(sentinel);
    return () => io.disconnect();
  }, [sentinel, observable]);

  const advance = shouldLoadNext(near, last);
  useEffect(() => {
    if (advance) setCount((c) => c + 1);
  }, [advance]);

  if (first.pending) return <>{skeleton}</>;
  if (!first.page) return <div className={s.feedNote}>{errorRow(t, first.retry)}</div>;
  if (first.page.items.length === 0) return <>{empty}</>;

  const loading = last.pending || last.placeholder;
  const Box = p.list ? "ul" : "div";
  return (
    <>
      <Box className={className}>
        {Array.from({ length: count }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the page number is the chunk's identity
          <Chunk key={i + 1} n={i + 1} usePage={usePage} args={args} renderItems={renderItems} />
        ))}
      </Box>
      <div ref={setSentinel} className={s.feedNote} aria-live="polite">
        {loading ? (
          <span className={s.spinner} role="status" aria-label={t("browse.loading")} />
        ) : last.error ? (
          errorRow(t, last.retry)
        ) : last.page?.more ? (
          !observable && (
            <button type="button" className={s.ghostBtn} onClick={() => setCount((c) => c + 1)}>
              {t("browse.loadMore")}
            </button>
          )
        ) : (
          (endNote ?? t("browse.end"))
        )}
      </div>
    </>
  );
}

function errorRow(t: (k: string) => string, retry: () => void) {
  return (
    <span role="alert" className={s.feedError}>
      {t("browse.loadFailed")}
      <button type="button" className={s.ghostBtn} onClick={retry}>
        {t("browse.retry")}
      </button>
    </span>
  );
}
