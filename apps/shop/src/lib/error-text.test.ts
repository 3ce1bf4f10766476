import { CODE, ERRORS } from "@mall/contract";
import { loadCatalogue } from "@mall/i18n/load";
import i18next from "i18next";
import { describe, expect, it } from "vitest";
import { ApiError } from "./api.ts";
import { errorSentence } from "./error-text.ts";

/** The storefront's catalogues of one language, as the app loads them (English as the fallback). */
async function translator(lng: string) {
  const resources: Record<string, Record<string, object>> = {};
  for (const l of new Set([lng, "en"])) {
    resources[l] = {};
    for (const ns of ["errors", "shell"] as const) {
      const c = await loadCatalogue(l, ns);
      if (c) resources[l][ns] = c;
    }
  }
  const i = i18next.createInstance();
  await i.init({
    lng,
    fallbackLng: "en",
    resources,
    ns: ["errors", "shell"],
    interpolation: { escapeValue: false },
    showSupportNotice: false,
  });
  return i.t;
}

const refusal = (zh: string) => new ApiError(CODE.business, zh);

describe("a server refusal as a sentence in the reader's language", () => {
  it("reads the upload refusals of the catalogue (msg is the Chinese sentence) in English and Arabic", async () => {
    const en = await translator("en");
    const ar = await translator("ar");
    expect(errorSentence(en, refusal(ERRORS.imageTypeInvalid.zh))).toBe("Invalid image format");
    expect(errorSentence(en, refusal(ERRORS.imageTooLarge.zh))).toBe("Image size cannot exceed 4 MB");
    expect(errorSentence(ar, refusal(ERRORS.imageTypeInvalid.zh))).toBe("تنسيق الصورة غير صالح");
    expect(errorSentence(ar, refusal(ERRORS.imagePixelsTooMany.zh))).toBe("أبعاد الصورة كبيرة جدًا؛ صغّرها ثم أعد الرفع");
  });
  it("reads the address form's field refusals", async () => {
    const de = await translator("de");
    expect(errorSentence(de, refusal(ERRORS.phoneInvalid.zh))).toBe("Das Format der Telefonnummer ist ungültig");
    expect(errorSentence(de, refusal(ERRORS.chooseDeliveryAddress.zh))).toBe(
      "Bitte wählen Sie eine gültige Lieferadresse",
    );
  });
  it("shows a sentence the catalogue does not know as the server sent it, never a generic one", async () => {
    const en = await translator("en");
    expect(errorSentence(en, refusal("文件已损坏"))).toBe("文件已损坏");
  });
  it("says something general only when there is nothing else to say", async () => {
    const en = await translator("en");
    const unknown = en("shell:errors.unknown");
    expect(unknown).not.toBe("shell:errors.unknown");
    expect(errorSentence(en, refusal(""))).toBe(unknown);
    expect(errorSentence(en, new TypeError("boom"))).toBe(unknown);
  });
});
