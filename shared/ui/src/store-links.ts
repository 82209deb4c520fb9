/**
 * Where to get the app. The spec names the stores but not the listing ids, so these open a
 * store search for 樂享; swap in the listing URLs when they are known.
 */
export const storeLinks = [
  { store: 'App Store', platform: 'iPhone', href: 'https://apps.apple.com/tw/search?term=%E6%A8%82%E4%BA%AB' },
  { store: 'Google Play', platform: 'Android', href: 'https://play.google.com/store/search?q=%E6%A8%82%E4%BA%AB&c=apps' },
] as const;
