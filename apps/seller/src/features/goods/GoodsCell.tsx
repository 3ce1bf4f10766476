import type { ReactNode } from "react";
import { GoodsThumb } from "../../components/GoodsThumb.tsx";
import p from "../../components/page.module.css";

/** A goods in a list: its picture, its name, its catalogue number and category, then anything more. */
export function GoodsCell({
  goods: g,
  thumbSize,
  className,
  children,
}: {
  goods: { imgUrl: string; name: string; goodsId: number; categoryName: string };
  thumbSize?: number;
  className?: string | undefined;
  children?: ReactNode;
}) {
  return (
    <div className={className ? `${p.goods} ${className}` : p.goods}>
      <GoodsThumb src={g.imgUrl} size={thumbSize} />
      <div className={p.goodsText}>
        <span className={p.goodsName} dir="auto">
          {g.name}
        </span>
        <span className={p.caption}>
          <bdi className={p.num}>#{g.goodsId}</bdi> · {g.categoryName}
        </span>
        {children}
      </div>
    </div>
  );
}
