/**
 * Where the scroll-to-top button sits, apart from the button itself: the layouts read the room to leave
 * below a page from here, so the first screen does not wait for the button's antd half (FloatButton).
 */
export const BUTTON_BOTTOM = 72;
export const BUTTON_SIZE = 40;

/**
 * The room a page leaves below its content so that, scrolled to the bottom, the floating button covers
 * nothing (the last row of a table, a pager): the button's own height above its offset, and a gap.
 */
export const SCROLL_TO_TOP_CLEARANCE = BUTTON_BOTTOM + BUTTON_SIZE + 16;
