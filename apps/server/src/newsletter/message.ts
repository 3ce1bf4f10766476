/** RFC 8058: what a mail client posts to the List-Unsubscribe URL, and what the header announces. */
export const ONE_CLICK_BODY = "List-Unsubscribe=One-Click";

/** Where a subscription's links point: the page (a person clicks a button there) and the one-click URL. */
export function unsubscribeLinks(origin: string, key: string) {
  return {
    page: `${origin}/unsubscribe?token=${key}`,
    oneClick: `${origin}/api/newsletter!unsubscribe.action?key=${key}`,
  };
}

/**
 * One marketing mail to one subscriber: the staff's text, a footer with the unsubscribe page, and the
 * header fields mail clients show as an "Unsubscribe" button (RFC 2369 List-Unsubscribe with the HTTPS
 * one-click URL first, RFC 8058 List-Unsubscribe-Post). `mailbox`, when the platform has one that acts on
 * unsubscribe requests, is offered as the mailto: alternative.
 */
export function marketingMessage(o: {
  origin: string;
  key: string;
  email: string;
  brandName: string;
  subject: string;
  body: string;
  mailbox?: string | undefined;
}) {
  const links = unsubscribeLinks(o.origin, o.key);
  const targets = [`<${links.oneClick}>`];
  if (o.mailbox) targets.push(`<mailto:${o.mailbox}?subject=${encodeURIComponent(`unsubscribe ${o.key}`)}>`);
  return {
    to: o.email,
    subject: o.subject,
    body: [
      o.body,
      "",
      "--",
      `You receive this because ${o.email} subscribed to ${o.brandName} news. To unsubscribe, open ${links.page}`,
      `您订阅了 ${o.brandName} 的资讯，所以收到此邮件。退订请打开 ${links.page}`,
    ].join("\n"),
    headers: { "List-Unsubscribe": targets.join(", "), "List-Unsubscribe-Post": ONE_CLICK_BODY },
  };
}
