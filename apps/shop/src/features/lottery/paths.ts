/** The draw page (the address getCurrentActivity's detailUrl names). */
export const LOTTERY_PATH = "/lottery";
export const lotteryPath = (id: number) => `${LOTTERY_PATH}?id=${id}`;
