import { bootStorefront } from "../boot.tsx";
import { preloadWapLanding } from "./landing.ts";
import { createWapRouter } from "./router.tsx";
import "@mall/ui/base.css";
import "../../styles/global.css";

/**
 * The mobile storefront's own entry (wap.html, decision 0019): only /wap's router, frame and pages, built
 * separately (vite.wap.config.ts) so a phone downloads none of the desktop's code.
 */
void bootStorefront({ createRouter: createWapRouter, preloadLanding: preloadWapLanding });
