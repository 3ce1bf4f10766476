/**
 * The error catalogue (spec point 8). The server sends `msg` as the original Chinese sentence; clients
 * translate it by looking the sentence up here, then through the i18n catalogue by key.
 * Where the original mall had a sentence for the case, `zh` is that sentence to the character (its clients
 * translate `msg` by exact match; errors.test.ts holds them as api-contract.md gives them). Where it had none,
 * the sentence is ours. Keys are stable identifiers.
 */
export const ERRORS = {
  // Session
  notLoggedIn: { zh: "请重新登录", group: "session" },
  sessionExpired: { zh: "登录过期，请重新登录", group: "session" },
  unauthorized: { zh: "未授权访问", group: "session" },
  noPermission: { zh: "无权限", group: "session" },
  accountDisabled: { zh: "当前用户已经被管理员禁用", group: "session" },
  accountLocked: { zh: "用户已锁定", group: "session" },
  userNotFound: { zh: "用户不存在", group: "session" },
  wrongPassword: { zh: "密码不正确", group: "session" },
  lockedThreeMinutes: { zh: "连续输入错误三次，请3分钟后再试", group: "session" },
  lockedUntilTomorrow: { zh: "密码输入错误次数过多，请明天再试", group: "session" },
  tooFrequent: { zh: "操作频繁，请稍后再试", group: "session" },
  duplicateSubmit: { zh: "重复提交", group: "session" },
  illegalRequest: { zh: "非法请求", group: "session" },
  tooManyEmails: { zh: "今日发送验证码次数过多", group: "session" },
  loginFailed: { zh: "登录失败", group: "session" },
  usernameRequired: { zh: "用户名不能为空", group: "session" },
  loginPasswordRequired: { zh: "登录密码不能为空", group: "session" },
  // Registration
  usernameTaken: { zh: "用户名重复", group: "registration" },
  phoneOrEmailBound: { zh: "手机号码或邮箱已被占用", group: "registration" },
  invitationCodeWrong: { zh: "邀请码无效", group: "registration" },
  typeRequired: { zh: "类型不能为空", group: "registration" },
  registerTooSoon: { zh: "该账号注销后暂不能重新注册", group: "registration" },
  usernameInvalid: { zh: "用户名格式不正确", group: "registration" },
  phoneInvalid: { zh: "请输入正确的手机号码", group: "registration" },
  contactsInvalid: { zh: "请输入正确的收货人姓名", group: "registration" },
  postcodeInvalid: { zh: "请输入正确的邮政编码", group: "registration" },
  addressLineInvalid: { zh: "请输入正确的详细地址", group: "registration" },
  storeNameTaken: { zh: "已存在同名店铺", group: "registration" },
  storeApplicationPending: { zh: "您还没有通过商户审核无权操作", group: "registration" },
  storeApplicationRejected: { zh: "店铺申请未通过", group: "registration" },
  // Codes and passwords
  verifyCodeWrong: { zh: "验证码不正确", group: "codes" },
  fundPasswordWrong: { zh: "资金密码错误", group: "codes" },
  fundPasswordNotSet: { zh: "请设置资金密码", group: "codes" },
  fundPasswordInvalid: { zh: "资金密码不符合设定", group: "codes" },
  oldPasswordWrong: { zh: "旧密码不正确", group: "codes" },
  passwordsDiffer: { zh: "新密码不一致", group: "codes" },
  passwordLength: { zh: "登录密码必须6-12位", group: "codes" },
  verificationFailed: { zh: "验证失败，请重试", group: "codes" },
  slideVerifyRequired: { zh: "请进行滑动验证", group: "codes" },
  // Money
  insufficientBalance: { zh: "余额不足", group: "money" },
  amountOverLimit: { zh: "金额超过限制", group: "money" },
  requestIdReused: { zh: "该请求编号已用于另一笔操作", group: "money" },
  belowMinimum: { zh: "低于最小金额", group: "money" },
  aboveMaximum: { zh: "高于最大金额", group: "money" },
  withdrawOutsideWindow: { zh: "不在可提现时间内", group: "money" },
  withdrawCountExceeded: { zh: "当日可提现次数不足", group: "money" },
  depositOutOfLimits: { zh: "充值价值不在可允许范围内", group: "money" },
  depositChainWrong: { zh: "充值链错误", group: "money" },
  fiatTypeInvalid: { zh: "请选择正确的法币类型", group: "money" },
  channelNotOpen: { zh: "渠道未开通", group: "money" },
  unfinishedDeposit: { zh: "提交失败，当前有未处理订单", group: "money" },
  unfinishedWithdraw: { zh: "您有一笔提现正在处理中", group: "money" },
  paymentNotOpenInRegion: { zh: "该支付方式尚未对您所在的地区开放", group: "money" },
  orderAmountBelowMinimum: { zh: "下单不能小于最小金额限制", group: "money" },
  // Shop
  goodsNotFound: { zh: "无此sellerGoods", group: "shop" },
  goodsOffShelf: { zh: "该商品已下架", group: "shop" },
  someGoodsOffShelf: { zh: "部分商品已下架", group: "shop" },
  alreadyInCart: { zh: "购物车已存在该商品", group: "shop" },
  stockInsufficient: { zh: "产品剩余数量不足", group: "shop" },
  belowBuyMin: { zh: "少于最小采购数量", group: "shop" },
  aboveBuyMax: { zh: "大于最大采购数量", group: "shop" },
  cannotBuyOwnStore: { zh: "无法购买本店商品", group: "shop" },
  storeNotFound: { zh: "暂无店铺", group: "shop" },
  addressMissing: { zh: "请选择收货地址", group: "shop" },
  addressNotSet: { zh: "未设置收货地址", group: "shop" },
  addressLimit: { zh: "收货地址达上限", group: "shop" },
  noGoodsSelected: { zh: "还未选择商品", group: "shop" },
  orderNotFound: { zh: "订单不存在", group: "shop" },
  orderCancelled: { zh: "订单已取消", group: "shop" },
  orderCompleted: { zh: "订单已完成", group: "shop" },
  orderNotCancellable: { zh: "当前订单不为待付款状态，无法取消", group: "shop" },
  orderShippedNoRefund: { zh: "订单已经发货，无法退款", group: "shop" },
  orderStateForbids: { zh: "该订单状态无法操作", group: "shop" },
  orderNotPayable: { zh: "该订单未满足支付条件", group: "shop" },
  reminderAlreadySent: { zh: "该订单已提醒过啦~", group: "shop" },
  sellerCannotCancel: { zh: "卖方无法取消该订单", group: "shop" },
  sellerCannotFollow: { zh: "商家不能关注自己或其他店铺", group: "shop" },
  sellerIdRequired: { zh: "店家id不能为空", group: "shop" },
  duplicateAdd: { zh: "请勿重复添加", group: "shop" },
  reviewAlreadySubmitted: { zh: "已提交评论!", group: "shop" },
  /** evaluation!addList's own sentence for an order that is not the buyer's (contract 3.4). */
  reviewOrderNotFound: { zh: "订单不存在!", group: "shop" },
  // Loans
  loanNotApproved: { zh: "贷款尚未审核通过或不存在", group: "loans" },
  loanUnfinished: { zh: "已有未完成的贷款单，不能重复申请", group: "loans" },
  loanBelowMinimum: { zh: "申请金额低于最低额度", group: "loans" },
  loanAboveMaximum: { zh: "申请金额高于最高额度", group: "loans" },
  loanNotQualified: { zh: "未满足资质条件", group: "loans" },
  // Account cancellation
  cancelWithBalance: { zh: "该账号存在可用余额，不可注销！", group: "account" },
  accountMismatch: { zh: "当前的用户账号与确认注销的账号不一致", group: "account" },
  accountCannotCancel: { zh: "该角色账号不允许注销", group: "account" },
  roleNameTaken: { zh: "存在重复的角色名称", group: "account" },
  roleInUse: { zh: "角色被用户关联，不可删除", group: "account" },
  // Uploads
  uploadFailed: { zh: "上传失败，请重试", group: "uploads" },
  imageTooLarge: { zh: "图片大小不能超过4M", group: "uploads" },
  imageTypeInvalid: { zh: "请上传图片格式的文件", group: "uploads" },
  imagePixelsTooMany: { zh: "图片尺寸过大，请缩小后再上传", group: "uploads" },
  // Validation
  paramError: { zh: "参数错误", group: "validation" },
  paramMissing: { zh: "参数缺失", group: "validation" },
  bannerTypeMissing: { zh: "缺少必要参数type", group: "validation" },
  keywordRequired: { zh: "请输入搜索关键字", group: "validation" },
  tickAgreement: { zh: "请勾选协议!", group: "validation" },
  chooseDeliveryAddress: { zh: "请选择正确的收货地址", group: "validation" },
  enterFullPaymentPassword: { zh: "请输入完整的支付密码!", group: "validation" },
  oneWithdrawAddress: { zh: "用户已绑定过提现地址", group: "validation" },
  stillUploading: { zh: "你还有正在上传的图片,请稍后再试", group: "validation" },
  submitFailed: { zh: "提交失败", group: "validation" },
  addFailed: { zh: "添加失败", group: "validation" },
  noData: { zh: "暂无数据", group: "validation" },
  unknownAction: { zh: "接口不存在", group: "validation" },
  requestTooLarge: { zh: "请求内容过大", group: "validation" },
  // Subscription
  alreadySubscribed: { zh: "该邮箱已被订阅", group: "subscription" },
  emailInvalid: { zh: "请输入正确的邮箱地址", group: "subscription" },
  // General
  systemError: { zh: "程序错误", group: "general" },
  networkError: { zh: "请检查网络连接", group: "general" },
  newVersion: { zh: "发现新版本，请升级到最新版本", group: "general" },
  // Success messages (sent as msg with code "0")
  operationSuccess: { zh: "操作成功", group: "success" },
  reviewSubmitted: { zh: "发表评价成功", group: "success" },
  logoutSuccess: { zh: "退出成功", group: "success" },
  applySuccess: { zh: "申请成功", group: "success" },
  claimSuccess: { zh: "领取成功", group: "success" },
  subscribeSuccess: { zh: "订阅成功", group: "success" },
  // The wallet (issue 11)
  protocolNotSupported: { zh: "暂不支持该协议", group: "money" },
  withdrawAddressInvalid: { zh: "提现地址格式不正确", group: "money" },
  withdrawAddressBindSuccess: { zh: "绑定提现地址成功", group: "success" },
  /** A spent, expired or foreign session_token of a deposit or withdrawal request. */
  moneyTokenSpent: { zh: "请稍后再试", group: "money" },
  // Forgotten passwords, picture codes, closed accounts (docs/original-account-calls.md)
  accountClosed: { zh: "该账号已注销", group: "account" },
  /** The original's register_username sentence for a wrong picture code. */
  imageCodeWrong: { zh: "验证码错误", group: "codes" },
} as const satisfies Record<string, { zh: string; group: string }>;

export type ErrorKey = keyof typeof ERRORS;
export const ERROR_KEYS = Object.keys(ERRORS) as ErrorKey[];

const byZh = new Map<string, ErrorKey>(ERROR_KEYS.map((k) => [ERRORS[k].zh, k]));

/** Maps a server `msg` (a Chinese sentence) back to its catalogue key, if it is one. */
export function errorKeyOf(msg: string | null | undefined): ErrorKey | undefined {
  return msg ? byZh.get(msg) : undefined;
}
