import { describe, expect, it } from "vitest";
import { ERRORS, type ErrorKey } from "./errors.ts";

/*
 * The original clients translate `msg` by exact match, so where the original mall had a sentence for a case,
 * ours is that sentence to the character. The two lists below classify every key of the catalogue: a new key
 * must be placed in one of them, with its source when it is the original's.
 */

/** The original mall's sentences, as api-contract.md (and issue 10) give them or docs/original-messages.md found them. */
const ORIGINAL: Partial<Record<ErrorKey, string>> = {
  // api-contract-money-chat.md 3.2: a spent session_token.
  moneyTokenSpent: "请稍后再试",
  // api-contract-money-chat.md 3.2–3.4 and 3.7: the wallet's sentences.
  alreadyReviewed: "操作成功，请勿重复点击",
  depositAmountRequired: "充值数量必填",
  depositAmountNotNumber: "充值数量输入错误，请输入浮点数",
  depositAmountNotPositive: "充值数量不能小于等于0",
  depositCoinRequired: "请输入充值币种",
  depositBelowMinimum: "充值价值不得小于最小限额",
  depositAboveMaximum: "充值价值不得大于最大限额",
  fiatTypeRequired: "请选择法币类型",
  providerAboveMaximum: "充值金额超过最大金额",
  providerBelowMinimum: "充值金额小于最小金额",
  thirdPartyNotManual: "第三方充值订单不可人工审核",
  businessLocked: "业务已锁定，请联系客服！",
  withdrawAmountRequired: "提币数量必填",
  withdrawAmountNotNumber: "提币数量输入错误，请输入浮点数",
  withdrawAmountNotPositive: "提币数量不能小于等于0",
  withdrawBelowMinimum: "提款金额不得低于最小提款限额",
  withdrawAboveMaximum: "提款金额不得高于最大提款限额",
  withdrawTooMany: "超过提现次数",
  withdrawOutsideHours: "不在提现时间范围内，请稍后再试",
  fundPasswordRequired: "资金密码不能为空",
  fundPasswordLength: "资金密码必须6-12位",
  // api-contract-money-chat.md 2.4–2.5 and 2.8: the loans' sentences.
  loanAmountOutOfRange: "申请的贷款金额，不在允许的范围内",
  loanNotFound: "贷款单不存在",
  loanIdMissing: "该贷款单号不存在",
  loanNotPayable: "该订单已不是可支付状态",
  loanNotPending: "该贷款已不是未审核状态",
  loanSettled: "该贷款已结清，不能执行操作！",
  loanNotReviewed: "该贷款还未通过审核或者已被驳回",
  paramAbnormal: "参数异常",
  // api-contract.md 3.5, user!bindWithdrawAddress.
  protocolNotSupported: "暂不支持该协议",
  withdrawAddressBindSuccess: "绑定提现地址成功",
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
  reviewOrderNotFound: "订单不存在!",
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
  // Found in the original's sources; where each is, and what was kept ours, is in docs/original-messages.md.
  unauthorized: "未授权访问", // PC client catalogue, a server message
  accountLocked: "用户已锁定", // seller app catalogue, a server message
  usernameTaken: "用户名重复", // LocalUserServiceImpl.saveRegisterNoVerifcode
  phoneOrEmailBound: "手机号码或邮箱已被占用", // UserController.checkAccount
  invitationCodeWrong: "邀请码无效", // LocalUserServiceImpl.saveRegisterNoVerifcode
  phoneInvalid: "请输入正确的手机号码", // LocalUserServiceImpl, register type 1
  storeNameTaken: "已存在同名店铺", // AdminSellerController.update (seller!update)
  storeApplicationPending: "您还没有通过商户审核无权操作", // AdminSellerGoodsController.addOrUpdate
  verifyCodeWrong: "验证码不正确", // LocalUserController.registerWithVerifcode
  verificationFailed: "验证失败，请重试", // seller app catalogue, slide check
  amountOverLimit: "金额超过限制", // PC client catalogue, validatorMaxNumber
  paymentNotOpenInRegion: "该支付方式尚未对您所在的地区开放", // PC client catalogue, notOpen
  orderAmountBelowMinimum: "下单不能小于最小金额限制", // PC client catalogue, a server message
  alreadyInCart: "购物车已存在该商品", // PC client catalogue, addCartMessageFaild
  addressNotSet: "未设置收货地址", // PC client settlement page
  noGoodsSelected: "还未选择商品", // PC client settlement page
  orderCancelled: "订单已取消", // PC client and seller app catalogues
  orderCompleted: "订单已完成", // PC client and seller app catalogues
  orderStateForbids: "该订单状态无法操作", // GoodsOrdersServiceImpl (receipt, returns, push)
  reminderAlreadySent: "该订单已提醒过啦~", // PC client catalogue, remindRepeat
  sellerCannotCancel: "卖方无法取消该订单", // PC client catalogue, a server message
  loanNotQualified: "未满足资质条件", // PC client loan page, notQua
  cancelWithBalance: "该账号存在可用余额，不可注销！", // UserController.logoffAccount
  accountMismatch: "当前的用户账号与确认注销的账号不一致", // UserController.logoffAccount
  accountCannotCancel: "该角色账号不允许注销", // UserController.logoffAccount
  roleNameTaken: "存在重复的角色名称", // PC client catalogue, a server message
  roleInUse: "角色被用户关联，不可删除", // PC client catalogue, a server message
  uploadFailed: "上传失败，请重试", // PC client catalogue, uploadError
  imageTypeInvalid: "请上传图片格式的文件", // UploadImgController (uploadimg!execute)
  tickAgreement: "请勾选协议!", // PC client catalogue, checkAgreement
  enterFullPaymentPassword: "请输入完整的支付密码!", // PC client catalogue
  stillUploading: "你还有正在上传的图片,请稍后再试", // PC client catalogue, evaluationUploading
  submitFailed: "提交失败", // OrdersController.add (order!submit)
  addFailed: "添加失败", // AddressController.add (address!add)
  noData: "暂无数据", // PC client catalogue, noData
  systemError: "程序错误", // every controller's catch (Throwable)
  networkError: "请检查网络连接", // PC client and seller app catalogues
  newVersion: "发现新版本，请升级到最新版本", // PC client catalogue
  reviewSubmitted: "发表评价成功", // PC client catalogue, evaluateOrderSuccess
  applySuccess: "申请成功", // PC client catalogue
  claimSuccess: "领取成功", // PC client and seller app catalogues
  subscribeSuccess: "订阅成功", // PC client footer (订阅 + 成功)
  imageCodeWrong: "验证码错误", // LocalUserController.register_username (the picture code)
  // Chat (api-contract-money-chat.md §4)
  chatMessageUnknown: "参数异常，消息获取失败", // newOnlinechat!list, an unknown message_id
  chatNoUser: "暂无用户", // userOnlineChatController list/send
  chatEnterContent: "请输入内容", // userOnlineChatController send, the agents' send
  chatGuestToGuest: "游客不能向游客发送消息", // userOnlineChatController send
  chatHandedOver: "该用户已移交", // the agents' send, a conversation another agent holds
};

/** Cases the original had no sentence for: ours. A new key must be placed in one of the two lists. */
const OURS: ErrorKey[] = [
  // The original checked only an address's first letter; ours checks its checksum.
  "withdrawAddressInvalid",
  // The address form's fields that had only a generic refusal (paramError) on the server.
  "contactsInvalid",
  "postcodeInvalid",
  "addressLineInvalid",
  "tooManyEmails",
  "registerTooSoon",
  "usernameInvalid",
  "storeApplicationRejected",
  "passwordLength",
  "slideVerifyRequired",
  "requestIdReused",
  "belowMinimum",
  "aboveMaximum",
  "depositOutOfLimits",
  "sellerCannotFollow",
  "loanNotApproved",
  "loanBelowMinimum",
  "loanAboveMaximum",
  "imagePixelsTooMany",
  "chooseDeliveryAddress",
  "unknownAction",
  "requestTooLarge",
  "logoutSuccess",
  "accountClosed",
  // The wallet's cases the original had no sentence for (issue 11).
  "proofRequired",
  "bankNameRequired",
  "bankCardInvalid",
  "withdrawAddressNotBound",
  "withdrawAddressMismatch",
  "secondApproverNeeded",
  "reasonRequired",
  "payoutRefRequired",
  "channelAddressInvalid",
  "paymentExpired",
  "txHashUsed",
  // The loans' cases the original had no sentence for (issue 12).
  "loanTermNotOffered",
  "loanPicturesRequired",
  "loanSecondApprover",
  // The chat's cases the original had no sentence for (issue 13).
  "chatTooLong",
  "chatNotFound",
  "chatOwnStore",
  // The lottery's cases (issue 14): the original had no draw of its own.
  "lotteryNotFound",
  "lotteryNotRunning",
  "lotteryDailyLimit",
  "lotteryTitleInvalid",
  "lotteryDatesInvalid",
  "lotteryDatesReversed",
  "lotteryEnded",
  "lotteryDailyLimitInvalid",
  "lotteryPrizeInvalid",
  "lotteryFallbackRequired",
  "lotteryStockInvalid",
  "lotteryOddsSum",
  "lotteryNotDraft",
  "lotteryNotPublished",
  // The newsletter's cases (issue 14).
  "unsubscribeLinkInvalid",
  "subscriberNotFound",
  "noSubscribers",
  "mailingSubjectInvalid",
  "mailingBodyInvalid",
];

describe("the error catalogue against the original's sentences", () => {
  it("sends the original's sentence for every case the original had", () => {
    const differing = Object.entries(ORIGINAL).filter(([k, zh]) => ERRORS[k as ErrorKey].zh !== zh);
    expect(differing).toEqual([]);
  });

  it("places every key in exactly one of the two lists", () => {
    const placed = [...Object.keys(ORIGINAL), ...OURS];
    expect([...placed].sort()).toEqual(Object.keys(ERRORS).sort());
    expect(new Set(placed).size).toBe(placed.length);
  });

  it("gives every key its own sentence, so a client can tell them apart", () => {
    const sentences = Object.values(ERRORS).map((e) => e.zh);
    expect(new Set(sentences).size).toBe(sentences.length);
  });
});
