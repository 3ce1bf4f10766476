import { Component, type ErrorInfo, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import s from "./app.module.css";

function PageError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation("shell");
  return (
    <section className={`container ${s.soon}`} role="alert">
      <div className={s.soonCard}>
        <div className={s.soonArt} aria-hidden="true">
          !
        </div>
        <h1 className={s.soonTitle}>{t("pageError.title")}</h1>
        <p className={s.soonText}>{t("pageError.text")}</p>
        <div className={s.soonActions}>
          <button type="button" className={s.btnPrimary} onClick={onRetry}>
            {t("pageError.retry")}
          </button>
          <a href="/index" className={s.btnGhost}>
            {t("backLinks.home")}
          </a>
        </div>
      </div>
    </section>
  );
}

type Props = { children: ReactNode };
type State = { error: Error | null };

/** A page that throws (or whose chunk fails to load) shows a message inside the frame, header and footer intact. */
export class PageErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error("page failed", error, info.componentStack);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return <PageError onRetry={() => this.setState({ error: null })} />;
  }
}

/** Last resort when the frame itself fails: plain markup, no hooks that might fail again. */
export function RootError() {
  return (
    <div style={{ padding: 48, textAlign: "center", fontFamily: "system-ui, sans-serif" }}>
      <h1>Something went wrong</h1>
      <p>
        <a href="/index">Reload the shop</a>
      </p>
    </div>
  );
}
