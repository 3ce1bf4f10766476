import { SAFEWORD_PATTERN } from "@mall/contract";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";

/**
 * The fund-password step's rules, for the desktop's PayDialog and the /wap sheet alike: exactly 6 digits, or
 * "enter the full password"; a refusal from the server (`error`, whose `at` tells two identical refusals apart)
 * clears the password for the next try; typing again hides the complaint.
 */
export function usePayPin(error: { text: string; at: number } | null, onPay: (safeword: string) => void) {
  const { t: tr } = useTranslation();
  const [pw, setPw] = useState("");
  const [incomplete, setIncomplete] = useState(false);
  const [shown, setShown] = useState<string | null>(null);

  useEffect(() => {
    setShown(error?.text ?? null);
    if (error) setPw("");
  }, [error]);

  const pay = () => (SAFEWORD_PATTERN.test(pw) ? onPay(pw) : setIncomplete(true));
  const type = (v: string) => {
    setPw(v);
    setIncomplete(false);
    setShown(null);
  };
  /** What to say under the boxes, if anything. */
  const complaint = shown || incomplete ? (shown ?? tr("errors:enterFullPaymentPassword")) : null;
  return { pw, type, pay, complaint };
}
