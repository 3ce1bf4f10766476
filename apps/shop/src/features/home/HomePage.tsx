import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { GoodsGrid } from "../../components/goods/GoodsCard.tsx";
import {
  ChevronIcon,
  FireIcon,
  GridIcon,
  ReturnIcon,
  ShieldIcon,
  SparkIcon,
  StoreIcon,
  TagIcon,
  TruckIcon,
} from "../../components/goods/icons.tsx";
import s2 from "../../components/goods/layout.module.css";
import { EmptyState, ErrorState, GoodsGridSkeleton, Skeleton } from "../../components/goods/States.tsx";
import { StoreCard } from "../../components/goods/StoreCard.tsx";
import { usePageTitle } from "../site/index.ts";
import { useBanners, useMoreToLove, useRecommendedCategories, useRecommendedStores, useRecommendNew } from "./api.ts";
import { BannerCarousel, BannerLink } from "./BannerCarousel.tsx";
import s from "./HomePage.module.css";

function Section({
  icon,
  title,
  sub,
  more,
  children,
}: {
  icon: ReactNode;
  title: string;
  sub?: string;
  more?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation("pages");
  return (
    <section className={s2.section}>
      <div className={s2.sectionHead}>
        <span className={s2.sectionIcon}>{icon}</span>
        <h2 className={s2.sectionTitle}>{title}</h2>
        {sub && <span className={s2.sectionSub}>{sub}</span>}
        {more && (
          <Link to={more} className={s2.sectionLink}>
            {t("common.viewAll")}
            <ChevronIcon dir="end" size={14} />
          </Link>
        )}
      </div>
      {children}
    </section>
  );
}

function Hero() {
  const { t } = useTranslation("pages");
  const main = useBanners(1);
  const side = useBanners(0);
  const cats = useRecommendedCategories();
  return (
    <div className={s.hero}>
      <nav className={s.catMenu} aria-label={t("home.categories")}>
        <p className={s.catMenuTitle}>
          <GridIcon size={16} />
          {t("home.categories")}
        </p>
        {cats.isPending
          ? Array.from({ length: 9 }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
              <Skeleton key={i} height={18} className={s.catSkeleton} />
            ))
          : (cats.data ?? []).slice(0, 10).map((c) => (
              <Link key={c.categoryId} to={`/classification?categoryId=${c.categoryId}`} className={s.catItem}>
                {c.iconImg ? <img src={c.iconImg} alt="" className={s.catIcon} /> : <TagIcon size={16} />}
                <span>{c.name}</span>
                <ChevronIcon dir="end" size={14} className={s.catChevron} />
              </Link>
            ))}
        <Link to="/classification" className={s.catAll}>
          {t("home.allCategories")}
        </Link>
      </nav>
      {main.isPending ? (
        <Skeleton className={s.carousel} />
      ) : main.data && main.data.length > 0 ? (
        <BannerCarousel banners={main.data} />
      ) : (
        <div className={`${s.carousel} ${s.carouselFallback}`}>
          <p className={s.fallbackTitle}>{t("home.welcomeTitle")}</p>
          <p className={s.fallbackText}>{t("home.welcomeText")}</p>
          <Link to="/commodity" className={s2.btnPrimary}>
            {t("home.shopNow")}
          </Link>
        </div>
      )}
      <div className={s.sideCol}>
        {(side.data ?? []).slice(0, 2).map((b) => (
          <BannerLink key={b.id} banner={b} className={s.sideBanner}>
            <img src={b.imgUrl} alt={b.remarks} className={s.slideImg} />
          </BannerLink>
        ))}
        {side.data && side.data.length < 2 && (
          <>
            <div className={s.promise}>
              <p className={s.promiseTitle}>{t("home.promiseTitle")}</p>
              <ul>
                <li>
                  <TruckIcon size={18} />
                  {t("home.promiseShip")}
                </li>
                <li>
                  <ReturnIcon size={18} />
                  {t("home.promiseReturn")}
                </li>
                <li>
                  <ShieldIcon size={18} />
                  {t("home.promiseSecure")}
                </li>
              </ul>
            </div>
            <Link to="/discounted" className={s.dealsCard}>
              <TagIcon size={22} />
              <span className={s.dealsTitle}>{t("home.dealsTitle")}</span>
              <span className={s.dealsText}>{t("home.dealsText")}</span>
            </Link>
          </>
        )}
      </div>
    </div>
  );
}

function GoodsSection({
  type,
  icon,
  title,
  sub,
  more,
}: {
  type: 0 | 1 | 2;
  icon: ReactNode;
  title: string;
  sub: string;
  more: string;
}) {
  const { t } = useTranslation("pages");
  const q = useRecommendNew(type);
  return (
    <Section icon={icon} title={title} sub={sub} more={more}>
      {q.isPending ? (
        <GoodsGridSkeleton count={6} columns={6} />
      ) : q.isError ? (
        <ErrorState onRetry={() => q.refetch()} />
      ) : q.data.length === 0 ? (
        <EmptyState title={t("common.noGoods")} />
      ) : (
        <GoodsGrid goods={q.data} columns={6} />
      )}
    </Section>
  );
}

function StoresSection() {
  const { t } = useTranslation("pages");
  const q = useRecommendedStores();
  if (q.isSuccess && q.data.length === 0) return null;
  return (
    <Section icon={<StoreIcon size={18} />} title={t("home.storesTitle")} sub={t("home.storesSub")}>
      {q.isPending ? (
        <div className={s.storeGrid}>
          {Array.from({ length: 4 }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            <Skeleton key={i} height={190} radius={14} />
          ))}
        </div>
      ) : q.isError ? (
        <ErrorState onRetry={() => q.refetch()} />
      ) : (
        <div className={s.storeGrid}>
          {q.data.slice(0, 4).map((seller) => (
            <StoreCard key={seller.id} seller={seller} compact />
          ))}
        </div>
      )}
    </Section>
  );
}

function MoreToLove() {
  const { t } = useTranslation("pages");
  const q = useMoreToLove();
  const goods = q.data?.pages.flatMap((p) => p.pageList ?? []) ?? [];
  return (
    <Section icon={<SparkIcon size={18} />} title={t("home.moreTitle")} sub={t("home.moreSub")}>
      {q.isPending ? (
        <GoodsGridSkeleton count={12} columns={6} />
      ) : q.isError && goods.length === 0 ? (
        <ErrorState onRetry={() => q.refetch()} />
      ) : goods.length === 0 ? (
        <EmptyState title={t("common.noGoods")} />
      ) : (
        <>
          <GoodsGrid goods={goods} columns={6} />
          <div className={s.moreRow}>
            {q.hasNextPage ? (
              <button
                type="button"
                className={s2.btnOutline}
                onClick={() => q.fetchNextPage()}
                disabled={q.isFetchingNextPage}
              >
                {q.isFetchingNextPage ? t("common.loading") : t("home.loadMore")}
              </button>
            ) : (
              <span className={s.endNote}>{t("home.endOfList")}</span>
            )}
          </div>
        </>
      )}
    </Section>
  );
}

export default function HomePage() {
  const { t } = useTranslation("pages");
  usePageTitle(t("home.title"));
  return (
    <div className={s2.page}>
      <div className={s2.container}>
        <Hero />
        <GoodsSection
          type={1}
          icon={<TagIcon size={18} />}
          title={t("home.recommendedTitle")}
          sub={t("home.recommendedSub")}
          more="/commodity"
        />
        <StoresSection />
        <GoodsSection
          type={0}
          icon={<SparkIcon size={18} />}
          title={t("home.newTitle")}
          sub={t("home.newSub")}
          more="/commodity"
        />
        <GoodsSection
          type={2}
          icon={<FireIcon size={18} />}
          title={t("home.hotTitle")}
          sub={t("home.hotSub")}
          more="/commodity"
        />
        <MoreToLove />
      </div>
    </div>
  );
}
