import type { LotteryDrawVo } from "@mall/contract";
import { type ReactNode, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import l from "../../components/goods/layout.module.css";
import { GiftIcon } from "../../components/icons.tsx";
import { useSession } from "../../lib/session.ts";
import { usePageTitle } from "../site/index.ts";
import { useLotteryDetail, useMyDraws } from "./api.ts";
import { DrawPanel } from "./DrawPanel.tsx";
import { FairnessPanel } from "./FairnessPanel.tsx";
import { timeText } from "./format.ts";
import s from "./lottery.module.css";
import { MyDraws } from "./MyDraws.tsx";
import { PrizeTable } from "./PrizeTable.tsx";
import type { VerifyTarget } from "./VerifyBox.tsx";

/** `?id=` as the popup's detailUrl writes it: a positive whole number, or nothing. */
function idOf(raw: string | null): number | undefined {
  if (!raw || !/^\d{1,9}$/.test(raw)) return undefined;
  const n = Number(raw);
  return n > 0 ? n : undefined;
}

/**
 * /lottery?id=…: the lucky draw the popup invites to. Its state and dates, the draw itself (the server draws;
 * a guest is asked to sign in), the prizes with their odds and the numbers each owns, the visitor's own draws,
 * and how to check them: the seed's hash from the start, the seed once the draw is over, and a verify box that
 * recomputes any draw in the browser.
 */
/**
 * The draw page. On the desktop it sits in the site's page and container; in the /wap frame (`inFrame`), which
 * has its own margins, it fills the frame's content, and its way out leads to the mobile home.
 */
export default function LotteryPage({ inFrame = false }: { inFrame?: boolean }) {
  const { t } = useTranslation("lottery");
  const [params] = useSearchParams();
  const id = idOf(params.get("id"));
  const detail = useLotteryDetail(id);
  const { loggedIn } = useSession();
  const mine = useMyDraws(id);
  const [justDrawn, setJustDrawn] = useState<LotteryDrawVo>();
  const [target, setTarget] = useState<VerifyTarget>();
  const verifyRef = useRef<HTMLElement>(null);
  usePageTitle(detail.data?.title ?? t("title"));

  if (id === undefined || detail.isError) return <NotFound inFrame={inFrame} />;
  const d = detail.data;

  const check = (draw: LotteryDrawVo) => {
    setTarget({ partyId: mine.data?.partyId, drawNo: draw.drawNo, at: Date.now() });
    verifyRef.current?.scrollIntoView({ behavior: "smooth", block: "start" });
  };

  return (
    <Frame inFrame={inFrame}>
      <div className={`${inFrame ? "" : l.container} ${s.root}`} data-testid="lottery-page" aria-busy={!d}>
        <section className={s.hero} aria-labelledby="lottery-title">
          <div className={s.heroText}>
            <span className={s.eyebrow}>
              <GiftIcon size={16} />
              {t("eyebrow")}
            </span>
            <h1 id="lottery-title" className={s.heroTitle}>
              {d ? d.title : <span className={s.placeholder}>{t("title")}</span>}
            </h1>
            {d && (
              <dl className={s.facts}>
                <div>
                  <dt>{t("facts.state")}</dt>
                  <dd>
                    <span
                      className={`${s.state} ${s[`state_${d.state}`]}`}
                      data-testid="lottery-state"
                      data-state={d.state}
                    >
                      {t(`state.${d.state}`)}
                    </span>
                  </dd>
                </div>
                <div>
                  <dt>{t("facts.opens")}</dt>
                  <dd>
                    <time dir="ltr">{timeText(d.startTime)}</time>
                  </dd>
                </div>
                <div>
                  <dt>{t("facts.ends")}</dt>
                  <dd>
                    <time dir="ltr">{timeText(d.endTime)}</time>
                  </dd>
                </div>
                <div>
                  <dt>{t("facts.perDay")}</dt>
                  <dd>{d.dailyLimit}</dd>
                </div>
              </dl>
            )}
          </div>
          <DrawPanel
            detail={d}
            mine={loggedIn ? mine.data : undefined}
            loggedIn={loggedIn}
            result={justDrawn}
            onDrawn={setJustDrawn}
          />
        </section>

        <div className={loggedIn ? s.columns : undefined}>
          <PrizeTable prizes={d?.prizes} />
          {loggedIn && (
            <MyDraws draws={mine.data?.draws} prizes={d?.prizes} revealed={Boolean(d?.seed)} onCheck={check} />
          )}
        </div>

        {d && (
          <FairnessPanel
            ref={verifyRef}
            detail={d}
            partyId={mine.data?.partyId}
            myDraws={mine.data?.draws ?? []}
            target={target}
          />
        )}
      </div>
    </Frame>
  );
}

/** The desktop's page background and margins; nothing in the /wap frame, which has its own. */
function Frame({ inFrame, children }: { inFrame: boolean; children: ReactNode }) {
  return inFrame ? children : <div className={l.page}>{children}</div>;
}

function NotFound({ inFrame }: { inFrame: boolean }) {
  const { t } = useTranslation("lottery");
  usePageTitle(t("notFound.title"));
  return (
    <Frame inFrame={inFrame}>
      <div className={`${inFrame ? "" : l.container} ${s.notFound}`} data-testid="lottery-not-found">
        <span className={s.notFoundIcon} aria-hidden="true">
          <GiftIcon size={40} />
        </span>
        <h1 className={s.notFoundTitle}>{t("notFound.title")}</h1>
        <p className={s.muted}>{t("notFound.text")}</p>
        <Link to={inFrame ? "/wap" : "/index"} className={s.solidBtn}>
          {t("notFound.home")}
        </Link>
      </div>
    </Frame>
  );
}
