import { formatWireDate } from "@mall/contract";
import s from "./wallet.module.css";

/**
 * A server time (Asia/Shanghai wall clock) in the browser's zone, as the orders pages show it: the date over
 * the time in tables, on one line elsewhere. Left-to-right, so a right-to-left page keeps its order.
 */
export function WireTime({ value, stacked = false }: { value: string | null | undefined; stacked?: boolean }) {
  const text = formatWireDate(value);
  if (!text) return <span className={s.muted}>—</span>;
  if (!stacked) return <time dir="ltr">{text}</time>;
  const [date, time] = text.split(" ");
  return (
    <time dir="ltr" className={s.when}>
      <span>{date}</span>
      <span>{time}</span>
    </time>
  );
}
