/** The money pages. */
export const MONEY_PATHS = {
  transferFund: "/member/transferFund",
  transferUpline: "/member/transferUpline",
  deposit: "/member/depositv2",
  withdraw: "/member/withdraw",
  confirmReceipt: "/member/withdraw/confirm",
  withdrawalPassword: "/member/securityCenter/withdrawalPassword",
  bankAccounts: "/member/securityCenter/bankAccounts",
  transactionHistory: "/member/transactionHistory",
} as const;

/** The success messages a money page's own parts follow (`useFlashSaid`): the same key for the redirect and the page. */
export const MONEY_DONE = {
  withdraw: "money.withdrawDone",
  confirm: "money.confirmDone",
  withdrawPassword: "money.passwordDone",
  bankAdded: "money.bankAdded",
} as const;
