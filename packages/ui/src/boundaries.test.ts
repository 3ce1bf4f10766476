import { describe, expect, it } from "vitest";

/**
 * The direction of imports inside each web app (apps/shop, apps/seller, apps/admin), read from the source:
 *
 * - `app/` wires everything together and may import anything;
 * - a file in `features/<x>/` may import its own feature, `lib/`, `components/` and packages, and another
 *   feature only through that feature's public `features/<y>/index.ts`; never `app/`;
 * - `lib/` and `components/` are below the features: they import neither `features/` nor `app/`.
 */
const APPS = ["shop", "seller", "admin"] as const;

const sources = import.meta.glob<string>("../../../apps/{shop,seller,admin}/src/**/*.{ts,tsx}", {
  query: "?raw",
  import: "default",
  eager: true,
});

/** Every module an `import … from`, `export … from`, `import "…"` or `import("…")` names. */
function importsOf(code: string): string[] {
  const found = code.matchAll(
    /\bfrom\s*["']([^"']+)["']|\bimport\s*\(\s*["']([^"']+)["']\s*\)|\bimport\s+["']([^"']+)["']/g,
  );
  return [...found].map((m) => m[1] ?? m[2] ?? m[3] ?? "");
}

/** `spec` as a path under the app's src/, or undefined for a package. */
function resolve(from: string, spec: string): string | undefined {
  if (!spec.startsWith(".")) return undefined;
  const parts = from.split("/").slice(0, -1);
  for (const part of spec.split("/")) {
    if (part === "..") parts.pop();
    else if (part !== ".") parts.push(part);
  }
  return parts.join("/");
}

/** What is wrong with one import of `file` (both paths under src/), or undefined when it is allowed. */
function offence(file: string, target: string): string | undefined {
  const [layer, feature] = file.split("/");
  const [toLayer, toFeature, ...rest] = target.split("/");
  if (layer === "features") {
    if (toLayer === "app") return "a feature does not import app/";
    if (toLayer === "features" && toFeature !== feature && rest.join("/") !== "index.ts")
      return `another feature only through features/${toFeature}/index.ts`;
  }
  if ((layer === "lib" || layer === "components") && (toLayer === "features" || toLayer === "app"))
    return `${layer}/ does not import ${toLayer}/`;
  return undefined;
}

/** Every import that breaks the direction, as "file → import: why", for files keyed by their path under src/. */
function offences(files: Record<string, string>): string[] {
  return Object.entries(files).flatMap(([file, code]) =>
    importsOf(code).flatMap((spec) => {
      const target = resolve(file, spec);
      const why = target === undefined ? undefined : offence(file, target);
      return why ? [`${file} → ${spec}: ${why}`] : [];
    }),
  );
}

const appFiles = (app: string) =>
  Object.fromEntries(
    Object.entries(sources)
      .filter(([path]) => path.startsWith(`../../../apps/${app}/src/`))
      .map(([path, code]) => [path.slice(`../../../apps/${app}/src/`.length), code]),
  );

describe("import direction", () => {
  it.each(APPS)("apps/%s keeps features behind their index and lib/, components/ below them", (app) => {
    const files = appFiles(app);
    expect(Object.keys(files).some((f) => f.startsWith("features/"))).toBe(true);
    expect(offences(files)).toEqual([]);
  });

  it("reads every kind of import and names each offence", () => {
    const files = {
      "features/cart/Cart.tsx": [
        'import { price } from "../goods/price.ts";',
        'import { Money } from "../goods/index.ts";',
        'export { Shell } from "../../app/Shell.tsx";',
        'const Page = lazy(() => import("../orders/OrdersPage.tsx"));',
        'import "../goods/goods.css";',
        'import { toast } from "@mall/ui";',
      ].join("\n"),
      "lib/session.ts": 'import { useCart } from "../features/cart/index.ts";',
      "app/routes.tsx": 'const Page = lazy(() => import("../features/orders/OrdersPage.tsx"));',
    };
    expect(offences(files)).toEqual([
      "features/cart/Cart.tsx → ../goods/price.ts: another feature only through features/goods/index.ts",
      "features/cart/Cart.tsx → ../../app/Shell.tsx: a feature does not import app/",
      "features/cart/Cart.tsx → ../orders/OrdersPage.tsx: another feature only through features/orders/index.ts",
      "features/cart/Cart.tsx → ../goods/goods.css: another feature only through features/goods/index.ts",
      "lib/session.ts → ../features/cart/index.ts: lib/ does not import features/",
    ]);
  });
});
