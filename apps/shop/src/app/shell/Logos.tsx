import type { ReactNode } from "react";
import s from "./Footer.module.css";

/** Simple wordmarks drawn inline (no downloads); they name payment and delivery partners, nothing more. */
function Mark({ label, children, width = 64 }: { label: string; children: ReactNode; width?: number }) {
  return (
    <span className={s.logo} title={label}>
      <svg width={width} height="24" viewBox={`0 0 ${width} 24`} role="img" aria-label={label}>
        {children}
      </svg>
    </span>
  );
}

const text = (x: number, fill: string, body: string, size = 14, weight = 800, italic = false) => (
  <text
    x={x}
    y="17"
    fill={fill}
    fontSize={size}
    fontWeight={weight}
    fontStyle={italic ? "italic" : "normal"}
    fontFamily="Arial, Helvetica, sans-serif"
  >
    {body}
  </text>
);

export function PaymentLogos() {
  return (
    <>
      <Mark label="Visa" width={52}>
        {text(4, "#1a1f71", "VISA", 17, 900, true)}
      </Mark>
      <Mark label="Mastercard" width={40}>
        <circle cx="15" cy="12" r="9" fill="#eb001b" />
        <circle cx="25" cy="12" r="9" fill="#f79e1b" fillOpacity="0.9" />
      </Mark>
      <Mark label="PayPal" width={62}>
        {text(2, "#003087", "Pay", 15, 800, true)}
        {text(30, "#009cde", "Pal", 15, 800, true)}
      </Mark>
      <Mark label="USDT" width={64}>
        <circle cx="11" cy="12" r="9" fill="#26a17b" />
        <path d="M7 8h8M11 8v9M7.5 12c2 1 5 1 7 0" stroke="#fff" strokeWidth="1.8" fill="none" strokeLinecap="round" />
        {text(24, "#26a17b", "USDT", 12, 800)}
      </Mark>
      <Mark label="Bank transfer" width={58}>
        <path
          d="M3 9 11 4l8 5M4 10h14M5 11v6M9 11v6M13 11v6M17 11v6M3 19h16"
          stroke="#475569"
          strokeWidth="1.6"
          fill="none"
        />
        {text(24, "#475569", "BANK", 11, 800)}
      </Mark>
    </>
  );
}

export function PartnerLogos() {
  return (
    <>
      <Mark label="DHL" width={52}>
        <rect width="52" height="24" rx="4" fill="#ffcc00" />
        {text(8, "#d40511", "DHL", 15, 900, true)}
      </Mark>
      <Mark label="FedEx" width={56}>
        {text(2, "#4d148c", "Fed", 15, 900)}
        {text(30, "#ff6600", "Ex", 15, 900)}
      </Mark>
      <Mark label="UPS" width={40}>
        <path d="M4 3h32v11c0 5-7 8-16 9C11 22 4 19 4 14V3Z" fill="#351c15" />
        <text x="8" y="16" fill="#ffb500" fontSize="11" fontWeight="900" fontFamily="Arial, sans-serif">
          UPS
        </text>
      </Mark>
      <Mark label="EMS" width={48}>
        {text(2, "#0057a8", "EMS", 16, 900, true)}
      </Mark>
    </>
  );
}
