/** spec 1 §8-§9: what the traffic chart says, and its constants. */

/** spec 1 §8: the chart's data failed to load (medium screens, 768 to 959 px, show the short form). */
export const TRAFFIC_UNAVAILABLE = 'Live traffic currently unavailable';
export const TRAFFIC_UNAVAILABLE_SHORT = 'Live traffic unavailable';

/** spec 1 §8: the chosen day has no trading hours. */
export const TRAFFIC_CLOSED = 'Centre is closed on this date.';

/** spec 1 §2.14: the group block's title and its link's text. */
export const TRAFFIC_BLOCK_TITLE = 'Popular arrival times';
export const TRAFFIC_LEARN_MORE = 'Learn more';

/** spec 1 §2.3: the header dropdown's title. */
export const TRAFFIC_DROPDOWN_TITLE = 'Popular arrival times today';

/** The hint under the title when the block sets none (docs/traffic.md). */
export const TRAFFIC_DEFAULT_HINT = 'How busy the centre usually is at each hour of the day.';

/** The line about the reading now: 'Right now: Moderately busy'. */
export const TRAFFIC_NOW_PREFIX = 'Right now:';

/** The reading now while the centre is closed: no busyness, the centre is shut ('Right now: Centre closed'). */
export const TRAFFIC_NOW_CLOSED = 'Centre closed';

/** spec 1 §9: the chart's data is refreshed every fifteen minutes. */
export const TRAFFIC_REFRESH_MS = 15 * 60 * 1000;

/** Said where the browser runs no script: today's chart is drawn by the server, other days are asked by the script. */
export const TRAFFIC_OTHER_DAYS_NEED_SCRIPT = 'Choosing another day needs JavaScript.';
