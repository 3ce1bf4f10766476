import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import s from "./wap.module.css";

/**
 * One /wap page: a sticky top bar (a back button unless it is a tab page, the title, an optional action on
 * the end side) above the page's content. Every /wap page renders inside one.
 */
export function WapPage(p: {
  title: ReactNode;
  back?: boolean;
  action?: ReactNode;
  children: ReactNode;
  flush?: boolean;
}) {
  const { t } = useTranslation("wap");
  const navigate = useNavigate();
  return (
    <>
      <header className={s.topBar}>
        {p.back !== false ? (
          <button
            type="button"
            className={s.back}
            aria-label={t("back")}
            onClick={() => (window.history.length > 1 ? navigate(-1) : navigate("/wap"))}
          >
            <svg
              width="22"
              height="22"
              viewBox="0 0 24 24"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              aria-hidden="true"
            >
              <path d="M15 6l-6 6 6 6" />
            </svg>
          </button>
        ) : (
          <span className={s.backSpace} />
        )}
        <h1 className={s.title}>{p.title}</h1>
        <span className={s.action}>{p.action}</span>
      </header>
      <main className={p.flush ? s.flush : s.content}>{p.children}</main>
    </>
  );
}
