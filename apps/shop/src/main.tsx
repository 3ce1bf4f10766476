import { mountApp } from "@mall/ui";
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
  mountApp(<App />);
}

void boot();
