import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/App.tsx";
import { initI18n, startLocale } from "./app/i18n.ts";
import { mobileTarget } from "./app/startup.ts";
import { setCurrentLocale } from "./lib/locale.ts";
import "@mall/ui/base.css";
import "./styles/global.css";

async function boot() {
  const locale = startLocale(window.location.search);
  setCurrentLocale(locale);
  const wap = mobileTarget(navigator.userAgent, window.location.pathname, window.location.search);
  if (wap) {
    window.location.replace(wap);
    return;
  }
  await initI18n(locale);
  const root = document.getElementById("root");
  if (!root) throw new Error("#root missing from index.html");
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void boot();
