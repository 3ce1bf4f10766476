import { apiErrorText, toast } from "@mall/ui";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { fetchAllSubscribers, type SubscriberFilter } from "./api.ts";
import { downloadText, subscribersCsv } from "./csv.ts";

/** The export button's work: every matching subscriber fetched batch by batch, then saved as one CSV file. */
export function useCsvExport(filter: SubscriberFilter) {
  const { t } = useTranslation();
  const [running, setRunning] = useState(false);
  const [count, setCount] = useState(0);
  const abort = useRef<AbortController | undefined>(undefined);
  // Leaving the page stops an export under way.
  useEffect(() => () => abort.current?.abort(), []);

  const start = async () => {
    if (running) return;
    const controller = new AbortController();
    abort.current = controller;
    setRunning(true);
    setCount(0);
    try {
      const rows = await fetchAllSubscribers(filter, setCount, controller.signal);
      const day = new Date().toISOString().slice(0, 10);
      downloadText(`subscribers-${day}.csv`, subscribersCsv(rows));
      toast.success(t("newsletter.exported", { n: rows.length }));
    } catch (err) {
      if (!controller.signal.aborted) toast.error(apiErrorText(t, err));
    } finally {
      if (!controller.signal.aborted) setRunning(false);
    }
  };
  return { start: () => void start(), running, count };
}
