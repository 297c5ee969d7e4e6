/** The content rules' numbers, in one place (see ../shared/CONTENT.md). */
export const CONTENT_LIMITS = {
  descriptionMin: 20,
  descriptionMax: 160,
  /** Chinese characters of prose (outside code) below which a topic page is thin. */
  minCjkTopic: 600,
  /** The same for a category index page (index.md), which mostly links its children. */
  minCjkIndex: 150,
} as const;
