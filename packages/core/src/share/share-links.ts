/**
 * Share links of the /share page (02 §2, 03 §2): each network's own
 * share-URL form, filled with the page address and a line of text.
 */

export const SHARE_NETWORKS = ['facebook', 'x', 'reddit', 'linkedin', 'whatsapp', 'telegram'] as const;
export type ShareNetwork = (typeof SHARE_NETWORKS)[number];

export const SHARE_NETWORK_NAMES: Record<ShareNetwork, string> = {
  facebook: 'Facebook',
  x: 'X',
  reddit: 'Reddit',
  linkedin: 'LinkedIn',
  whatsapp: 'WhatsApp',
  telegram: 'Telegram',
};

/** What is shared: the address and a line of text. */
export interface ShareContent {
  url: string;
  text: string;
}

const q = encodeURIComponent;

/**
 * The share URL of one network. Facebook and LinkedIn read only the address
 * (their preview comes from the page); WhatsApp has a single text field, so
 * the address goes at its end.
 */
export function shareUrl(network: ShareNetwork, { url, text }: ShareContent): string {
  switch (network) {
    case 'facebook':
      return `https://www.facebook.com/sharer/sharer.php?u=${q(url)}`;
    case 'x':
      return `https://x.com/intent/tweet?text=${q(text)}&url=${q(url)}`;
    case 'reddit':
      return `https://www.reddit.com/submit?url=${q(url)}&title=${q(text)}`;
    case 'linkedin':
      return `https://www.linkedin.com/sharing/share-offsite/?url=${q(url)}`;
    case 'whatsapp':
      return `https://wa.me/?text=${q(`${text} ${url}`)}`;
    case 'telegram':
      return `https://t.me/share/url?url=${q(url)}&text=${q(text)}`;
    default: {
      const never: never = network;
      throw new Error(`Unknown network ${String(never)}`);
    }
  }
}

/** Every network's link, in the page's order. */
export function shareLinks(content: ShareContent): { network: ShareNetwork; name: string; href: string }[] {
  return SHARE_NETWORKS.map((network) => ({
    network,
    name: SHARE_NETWORK_NAMES[network],
    href: shareUrl(network, content),
  }));
}

/** The line shared with the weekly progress: minutes this week and the week's speed. */
export function weeklyShareText(weekMinutes: number, wpm: number | null): string {
  if (weekMinutes <= 0 || wpm === null) return 'I practise touch typing by retyping real books on Typeshelf.';
  const minutes = weekMinutes === 1 ? '1 minute' : `${weekMinutes} minutes`;
  return `This week I typed books for ${minutes} at ${Math.round(wpm)} wpm on Typeshelf.`;
}
