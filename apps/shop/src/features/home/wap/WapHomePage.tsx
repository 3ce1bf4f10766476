import type { GoodsVo } from "@mall/contract";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, Navigate, useLocation } from "react-router";
import { TagIcon } from "../../../components/goods/icons.tsx";
import { SearchIcon } from "../../../components/icons.tsx";
import { arrayFeed, feedState } from "../../../components/wap/browse-feed.ts";
import { categoryPath } from "../../../components/wap/browse-links.ts";
import { BrowseGoodsSkeleton, GoodsFeed } from "../../../components/wap/BrowseGoods.tsx";
import { BrowsePull } from "../../../components/wap/BrowsePull.tsx";
import { WapPage } from "../../../components/wap/WapPage.tsx";
import { useAfterFirstPaint } from "../../../lib/first-paint.ts";
import { useBrand, usePageTitle } from "../../site/index.ts";
import { useRecommendedCategories, useRecommendNew } from "../api.ts";
import { entryRedirect } from "./entry.ts";
import { WapBanners } from "./WapBanners.tsx";
import s from "./WapHome.module.css";

const PAGE_SIZE = 12;
/** Shortcuts shown: two rows of five, the last one "all categories". */
const SHORTCUTS = 9;

type Feed = "recommended" | "new";
const FEED_TYPE = { recommended: 1, new: 0 } as const;

function Shortcuts() {
  const { t } = useTranslation("pages");
  const { t: tw } = useTranslation("wap");
  const q = useRecommendedCategories();
  return (
    <nav className={s.shortcuts} aria-label={t("home.categories")}>
      {q.isPending
        ? Array.from({ length: SHORTCUTS + 1 }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            <span key={i} className={s.shortcut} aria-hidden>
              <span className={s.shortcutIcon} />
            </span>
          ))
        : (q.data ?? []).slice(0, SHORTCUTS - 1).map((c) => (
            <Link key={c.categoryId} to={categoryPath(c.categoryId)} className={s.shortcut}>
              <span className={s.shortcutIcon}>
                {c.iconImg ? <img src={c.iconImg} alt="" width={44} height={44} /> : c.name.slice(0, 1)}
              </span>
              <span className={s.shortcutName}>{c.name}</span>
            </Link>
          ))}
      {!q.isPending && (
        <Link to="/wap/deals" className={s.shortcut} data-testid="wap-deals-link">
          <span className={`${s.shortcutIcon} ${s.shortcutAll}`}>
            <TagIcon size={24} />
          </span>
          <span className={s.shortcutName}>{t("catalogue.dealsShort")}</span>
        </Link>
      )}
      {!q.isPending && (
        <Link to={categoryPath()} className={s.shortcut}>
          <span className={`${s.shortcutIcon} ${s.shortcutAll}`}>
            <GridGlyph />
          </span>
          <span className={s.shortcutName}>{tw("browse.allCategories")}</span>
        </Link>
      )}
    </nav>
  );
}

function GridGlyph() {
  return (
    <svg
      width="22"
      height="22"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      aria-hidden="true"
    >
      <rect x="4" y="4" width="7" height="7" rx="1.5" />
      <rect x="13" y="4" width="7" height="7" rx="1.5" />
      <rect x="4" y="13" width="7" height="7" rx="1.5" />
      <rect x="13" y="13" width="7" height="7" rx="1.5" />
    </svg>
  );
}

/** Page `n` of the desktop home's recommended (1) or new (0) goods. */
const useFeedPage = (n: number, type: 0 | 1) =>
  feedState(useRecommendNew(type, PAGE_SIZE, n), (items: GoodsVo[]) => arrayFeed(items, PAGE_SIZE));

function HomeFeed({ feed }: { feed: Feed }) {
  const { t } = useTranslation("pages");
  return (
    <GoodsFeed usePage={useFeedPage} args={FEED_TYPE[feed]} empty={<p className={s.empty}>{t("common.noGoods")}</p>} />
  );
}

function Home() {
  const { t } = useTranslation("wap");
  const { t: tp } = useTranslation("pages");
  const { t: ts } = useTranslation("shell");
  const brand = useBrand();
  const qc = useQueryClient();
  const [feed, setFeed] = useState<Feed>("recommended");
  // The lists start at the fold: drawn in the task after the first screen's, which keeps each task short on a
  // slow phone (Lighthouse's total blocking time, issue 14 §3).
  const painted = useAfterFirstPaint();
  usePageTitle(tp("home.title"));
  const tabs: { key: Feed; label: string }[] = [
    { key: "recommended", label: tp("home.recommendedTitle") },
    { key: "new", label: tp("home.newTitle") },
  ];
  return (
    <WapPage title={brand.name} back={false} flush>
      <BrowsePull onRefresh={() => qc.invalidateQueries({ queryKey: ["home"] })}>
        <div className={s.page}>
          <Link to="/wap/search" className={s.searchBar} data-testid="wap-search-link">
            <SearchIcon size={18} />
            <span>{ts("search.placeholder")}</span>
          </Link>
          <WapBanners />
          <Shortcuts />
          <div className={s.feedTabs} role="tablist" aria-label={t("browse.lists")}>
            {tabs.map((x) => (
              <button
                type="button"
                role="tab"
                key={x.key}
                aria-selected={feed === x.key}
                className={s.feedTab}
                onClick={() => setFeed(x.key)}
              >
                {x.label}
              </button>
            ))}
          </div>
          <div role="tabpanel" className={s.feed}>
            {painted ? <HomeFeed feed={feed} /> : <BrowseGoodsSkeleton count={6} />}
          </div>
        </div>
      </BrowsePull>
    </WapPage>
  );
}

/** /wap: the mobile home (search, banners, category shortcuts, endless recommended and new lists). */
export default function WapHomePage() {
  const { search } = useLocation();
  const entry = entryRedirect(search);
  return entry ? <Navigate to={entry} replace /> : <Home />;
}
