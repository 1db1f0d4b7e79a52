/**
 * Irregular readings of paths that appear in the spec's related-link
 * catalogues. The regular ones (/cities/{slug}, /solutions/{slug},
 * /comparisons/{slug}) are derived from the records in the registry.
 */
export const legacyAliases: { from: string; to: string }[] = [
  { from: "/best-time-visit-china", to: "/best-time-to-visit-china" },
  { from: "/best-time-visit-beijing", to: "/best-time-to-visit-beijing" },
  { from: "/best-time-visit-shanghai", to: "/best-time-to-visit-shanghai" },
  { from: "/payment-methods-china", to: "/payment-methods-in-china" },
  { from: "/how-to-use-alipay", to: "/how-to-use-alipay-in-china" },
  { from: "/wechat-pay-foreigners", to: "/wechat-pay-for-foreigners" },
  { from: "/best-vpn-china", to: "/best-vpn-for-china" },
  { from: "/solutions/use-alipay-foreign-card", to: "/how-to-use-alipay-china-foreign-card" },
  { from: "/comparisons/alipay-vs-wechat-pay", to: "/alipay-vs-wechat-pay-china" },
  { from: "/comparisons/beijing-vs-shanghai", to: "/beijing-vs-shanghai-first-visit" },
  { from: "/comparisons/esim-vs-local-sim", to: "/esim-vs-local-sim-china" },
  { from: "/comparisons/didi-vs-metro", to: "/didi-vs-metro-beijing" },
  { from: "/comparisons/expressvpn-vs-surfshark", to: "/expressvpn-vs-surfshark-china" },
];
