/** Numbers the product promises; kept in one place so pages and server agree. */
export const RATING_MIN = 1;
export const RATING_MAX = 5;
export const HOT_LEAD_MIN_RATING = 4;

export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;

export const ANALYTICS_WINDOW_DAYS = 30;
export const ANALYTICS_TOP_ROWS = 10;

export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 200;

export const SETTING_LOGO_KEY = 'speakerpro_logo';
export const LOGO_MAX_BYTES = 5 * 1024 * 1024;
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
/** A talk import: at most this many talks (rows under the header) in one file, and this many characters. */
export const TALK_IMPORT_MAX_ROWS = 200;
export const TALK_IMPORT_MAX_CHARS = 256 * 1024;

export const SESSION_COOKIE = 'sp_session';
