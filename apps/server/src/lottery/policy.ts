/**
 * Who may draw: buyers and sellers shopping with a shop session. Test accounts hold no real money to win, and
 * staff never reach the shop's doors.
 */
export const canDraw = (who: { role: string }): boolean => who.role === "MEMBER" || who.role === "SELLER";
