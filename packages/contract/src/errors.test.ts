import { describe, expect, it } from "vitest";
import { ERRORS, type ErrorKey } from "./errors.ts";

/*
 * The original clients translate `msg` by exact match, so where the original mall had a sentence for a case,
 * ours is that sentence to the character. The two lists below classify every key of the catalogue: a new key
 * must be placed in one of them, with its source when it is the original's.
 */

/** The original mall's sentences, as api-contract.md (and issue 10) give them, by our key. */
const ORIGINAL: Partial<Record<ErrorKey, string>> = {
  notLoggedIn: "请重新登录",
  sessionExpired: "登录过期，请重新登录",
  noPermission: "无权限",
  accountDisabled: "当前用户已经被管理员禁用",
  userNotFound: "用户不存在",
  wrongPassword: "密码不正确",
  lockedThreeMinutes: "连续输入错误三次，请3分钟后再试",
  lockedUntilTomorrow: "密码输入错误次数过多，请明天再试",
  tooFrequent: "操作频繁，请稍后再试",
  duplicateSubmit: "重复提交",
  illegalRequest: "非法请求",
  loginFailed: "登录失败",
  usernameRequired: "用户名不能为空",
  loginPasswordRequired: "登录密码不能为空",
  typeRequired: "类型不能为空",
  fundPasswordWrong: "资金密码错误",
  fundPasswordNotSet: "请设置资金密码",
  fundPasswordInvalid: "资金密码不符合设定",
  oldPasswordWrong: "旧密码不正确",
  passwordsDiffer: "新密码不一致",
  insufficientBalance: "余额不足",
  withdrawOutsideWindow: "不在可提现时间内",
  withdrawCountExceeded: "当日可提现次数不足",
  depositChainWrong: "充值链错误",
  fiatTypeInvalid: "请选择正确的法币类型",
  channelNotOpen: "渠道未开通",
  unfinishedDeposit: "提交失败，当前有未处理订单",
  unfinishedWithdraw: "您有一笔提现正在处理中",
  goodsNotFound: "无此sellerGoods",
  goodsOffShelf: "该商品已下架",
  someGoodsOffShelf: "部分商品已下架",
  stockInsufficient: "产品剩余数量不足",
  belowBuyMin: "少于最小采购数量",
  aboveBuyMax: "大于最大采购数量",
  cannotBuyOwnStore: "无法购买本店商品",
  storeNotFound: "暂无店铺",
  addressMissing: "请选择收货地址",
  addressLimit: "收货地址达上限",
  orderNotFound: "订单不存在",
  orderNotCancellable: "当前订单不为待付款状态，无法取消",
  orderShippedNoRefund: "订单已经发货，无法退款",
  orderNotPayable: "该订单未满足支付条件",
  sellerIdRequired: "店家id不能为空",
  duplicateAdd: "请勿重复添加",
  reviewAlreadySubmitted: "已提交评论!",
  loanUnfinished: "已有未完成的贷款单，不能重复申请",
  imageTooLarge: "图片大小不能超过4M",
  paramError: "参数错误",
  paramMissing: "参数缺失",
  bannerTypeMissing: "缺少必要参数type",
  keywordRequired: "请输入搜索关键字",
  oneWithdrawAddress: "用户已绑定过提现地址",
  alreadySubscribed: "该邮箱已被订阅",
  emailInvalid: "请输入正确的邮箱地址",
  operationSuccess: "操作成功",
};

/** Cases the original had no sentence for: ours. A new key must be placed in one of the two lists. */
const OURS: ErrorKey[] = [
  "unauthorized",
  "accountLocked",
  "tooManyEmails",
  "usernameTaken",
  "phoneOrEmailBound",
  "invitationCodeWrong",
  "registerTooSoon",
  "usernameInvalid",
  "phoneInvalid",
  "storeNameTaken",
  "storeApplicationPending",
  "storeApplicationRejected",
  "verifyCodeWrong",
  "passwordLength",
  "verificationFailed",
  "slideVerifyRequired",
  "amountOverLimit",
  "requestIdReused",
  "belowMinimum",
  "aboveMaximum",
  "depositOutOfLimits",
  "paymentNotOpenInRegion",
  "orderAmountBelowMinimum",
  "alreadyInCart",
  "addressNotSet",
  "noGoodsSelected",
  "orderCancelled",
  "orderCompleted",
  "orderStateForbids",
  "reminderAlreadySent",
  "sellerCannotCancel",
  "sellerCannotFollow",
  "loanNotApproved",
  "loanBelowMinimum",
  "loanAboveMaximum",
  "loanNotQualified",
  "cancelWithBalance",
  "accountMismatch",
  "accountCannotCancel",
  "roleNameTaken",
  "roleInUse",
  "uploadFailed",
  "imageTypeInvalid",
  "imagePixelsTooMany",
  "tickAgreement",
  "chooseDeliveryAddress",
  "enterFullPaymentPassword",
  "stillUploading",
  "submitFailed",
  "addFailed",
  "noData",
  "unknownAction",
  "requestTooLarge",
  "systemError",
  "networkError",
  "newVersion",
  "reviewSubmitted",
  "logoutSuccess",
  "applySuccess",
  "claimSuccess",
  "subscribeSuccess",
];

describe("the error catalogue against the original's sentences", () => {
  it("sends the original's sentence for every case the original had", () => {
    const differing = Object.entries(ORIGINAL).filter(([k, zh]) => ERRORS[k as ErrorKey].zh !== zh);
    expect(differing).toEqual([]);
  });

  it("places every key in exactly one of the two lists", () => {
    const placed = [...Object.keys(ORIGINAL), ...OURS];
    expect(placed.toSorted()).toEqual(Object.keys(ERRORS).toSorted());
    expect(new Set(placed).size).toBe(placed.length);
  });

  it("gives every key its own sentence, so a client can tell them apart", () => {
    const sentences = Object.values(ERRORS).map((e) => e.zh);
    expect(new Set(sentences).size).toBe(sentences.length);
  });
});
