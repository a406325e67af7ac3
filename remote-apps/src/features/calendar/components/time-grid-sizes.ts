/** The week and day views' measures (px), shared by their heading, all-day row and hours. */
export const HOUR_HEIGHT = 48;
export const GUTTER = 56;
/** A week's day column is never narrower: on a phone the week scrolls sideways. */
export const MIN_DAY_WIDTH = 96;
/** The rows above the hours keep the room of the hours' scroll bar, so their days stand over the hours' days. */
export const sameGutter = { overflowY: 'hidden', scrollbarGutter: 'stable' } as const;
