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
