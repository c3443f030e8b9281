// Business constants of spec §9, named once so web and server cannot drift apart.

/** The top bar turns translucent once the page is scrolled more than this (px). */
export const TOP_BAR_SCROLL_THRESHOLD = 20;

export const MIN_SEARCH_LENGTH = 3;
export const MAX_SEARCH_LENGTH = 200;

export const ADMIN_PAGE_SIZE = 500;
/** Ids per POST /api/admin/breach-records/bulk-delete; the console sends a bigger selection in several requests. */
export const BULK_DELETE_MAX_IDS = 5000;
export const RECENT_UPLOADS_DAYS = 7;
export const IMPORT_PREVIEW_ROWS = 25;
/** Rows per POST /api/admin/import request; bigger imports are sent in several requests. */
export const IMPORT_MAX_ROWS_PER_REQUEST = 5000;
export const IMPORT_FILE_EXTENSIONS = ['.csv', '.tsv', '.txt'] as const;

export const CONTACT_TIMEOUT_MS = 20_000;
export const MAIL_FALLBACK_DELAY_MS = 400;
export const DEFAULT_CONTACT_SUBJECT = 'Website contact';

export const REVIEWS_PAGE_SIZE = 6;
export const REVIEW_TRUNCATE_AT = 260;
export const REVIEW_SUCCESS_MS = 3000;
export const REVIEW_RATING_MIN = 1;
export const REVIEW_RATING_MAX = 5;
export const DEFAULT_REVIEW_RATING = 5;

export const DEFAULT_SOURCE_CREDIBILITY = 'medium' as const;

// Policy and copy figures quoted on the FAQ, Terms and About pages.
export const REFUND_REVIEW_DAYS = 7;
export const LIABILITY_CAP_MONTHS = 12;
export const LIABILITY_CAP_USD = 100;
export const EVIDENCE_UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
export const EVIDENCE_UPLOAD_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export const CREDIT_MONITORING_DAYS = 90;
export const SUPPORT_REPLY_HOURS = 24;
export const HANDS_ON_START_BUSINESS_DAYS = { min: 1, max: 2 } as const;
export const TERMS_LAST_UPDATED = '2025-09-07';
export const TERMS_SECTION_COUNT = 20;
export const GOVERNING_LAW = 'State of Delaware';
