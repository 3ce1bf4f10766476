/**
 * Until a translator has filled a catalogue in, every locale gets the English sentence for a key it lacks
 * (and loses keys English no longer has), so the catalogue test holds and the UI never shows a raw key.
 * Run: node --import tsx packages/i18n/scripts/fill-missing.ts [namespace ...]
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { LOCALES } from "@mall/contract";
import { type CatalogueTree, NAMESPACES } from "../src/index.ts";

const dir = fileURLToPath(new URL("../src/locales/", import.meta.url));

function merge(en: CatalogueTree, own: CatalogueTree | undefined): CatalogueTree {
  const out: CatalogueTree = {};
  for (const [k, v] of Object.entries(en)) {
    const mine = own?.[k];
    if (typeof v === "string") out[k] = typeof mine === "string" && mine.trim() ? mine : v;
    else out[k] = merge(v, typeof mine === "object" ? mine : undefined);
  }
  return out;
}

const wanted = process.argv.slice(2);
for (const ns of NAMESPACES.filter((n) => !wanted.length || wanted.includes(n))) {
  const enFile = `${dir}en/${ns}.json`;
  if (!existsSync(enFile)) continue;
  const en = JSON.parse(readFileSync(enFile, "utf8")) as CatalogueTree;
  for (const locale of LOCALES.filter((l) => l !== "en")) {
    const file = `${dir}${locale}/${ns}.json`;
    const own = existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as CatalogueTree) : undefined;
    writeFileSync(file, `${JSON.stringify(merge(en, own), null, 2)}\n`);
  }
  console.log(`${ns}: ${LOCALES.length - 1} locales in step with English`);
}
