import type { Locale } from "./lang.ts";

/**
 * The default positive review the timed job writes for an order left unreviewed (spec point 4). It is stored
 * as no text at all (evaluation.is_default) and read in the reader's language: the original wrote 系统默认好评
 * into the review and every reader saw Chinese.
 */
export const DEFAULT_REVIEW_TEXT: Record<Locale, string> = {
  af: "Stelsel se verstek positiewe resensie",
  ar: "تقييم إيجابي افتراضي من النظام",
  de: "Automatische positive Standardbewertung",
  el: "Προεπιλεγμένη θετική αξιολόγηση συστήματος",
  en: "Default positive review by the system",
  es: "Reseña positiva predeterminada del sistema",
  fr: "Avis positif par défaut du système",
  hi: "सिस्टम द्वारा डिफ़ॉल्ट सकारात्मक समीक्षा",
  id: "Ulasan positif bawaan sistem",
  it: "Recensione positiva predefinita del sistema",
  ja: "システムによる既定の高評価",
  ko: "시스템 기본 긍정 리뷰",
  ms: "Ulasan positif lalai sistem",
  ph: "Default na positibong review ng system",
  pt: "Avaliação positiva padrão do sistema",
  ru: "Положительный отзыв по умолчанию от системы",
  th: "รีวิวเชิงบวกเริ่มต้นของระบบ",
  tr: "Sistemin varsayılan olumlu değerlendirmesi",
  vi: "Đánh giá tích cực mặc định của hệ thống",
  "zh-CN": "系统默认好评",
  "zh-TW": "系統預設好評",
};

/** A review's text as a reader sees it: the default review's in their language, any other as written. */
export const reviewText = (r: { content: string; isDefault: boolean }, locale: Locale): string =>
  r.isDefault ? DEFAULT_REVIEW_TEXT[locale] : r.content;
