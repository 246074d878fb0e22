// Every number of the specs' "Business constants" sections (000 §9, 001 §9, 002 §9).

export const MINUTE_MS = 60_000;
/** 000 §9: day length. */
export const DAY_MS = 86_400_000;
export const DAY_SECONDS = 86_400;

// Data queries.
export const QUERY_STALE_TIME_MS = 5 * MINUTE_MS; // 000 §9
export const QUERY_RETRY = 1; // 000 §9
export const LOAN_DETAIL_QUERY_STALE_TIME_MS = 60_000; // 001 §7: 60 s, no retry, no refetch on focus
export const LOAN_DETAIL_QUERY_RETRY = 0;

// Toasts (000 §9).
export const TOAST_AUTO_CLOSE_MS = 3000;
export const TOAST_POSITION = 'bottom-right';

// Dashboard (000 §2, §9).
export const DASHBOARD_TABLE_ROWS = 5;
export const MAX_PINNED_LOANS = 5;
export const PINNED_LOANS_STORAGE_KEY = 'checked-loans';
export const CHART_WINDOWS_DAYS = [4, 14, 30] as const;
export const TOP_STATES_COUNT = 4;
export const DOUGHNUT_COLORS = ['#4C6EF5', '#12B886', '#FAB005', '#FA5252'] as const;
export const DEFAULT_LOAN_SORT = { id: 'amount', desc: true } as const;

// Map (000 §5, §9; 002 §2.1).
export const MAP_DEFAULT_ZOOM = 11;
export const MAP_ZOOM_STEP = 0.8;
export const STREET_VIEW_RADIUS = 50;
export const DEFAULT_LOCATION = { lat: 38.9072, lng: -77.0369 } as const; // Washington DC
export const DEFAULT_COUNTRY_CODE = 'US';

// Header heights (000 §9).
export const HEADER_HEIGHTS = { navigation: 65, hero: 155, banner: 36, policies: 35 } as const;

// Limits.
export const AMOUNT_LIMIT = 15_000_000;
export const PREQUAL_DURATION_MIN = 1;
export const PREQUAL_DURATION_MAX = 24;
export const REQUEST_DURATION_MIN = 1;
export const REQUEST_DURATION_MAX = 100;
export const INTEREST_RATE_MAX = 100;
export const PAST_YEAR_DAYS = 365;
export const MIN_DATE_YEAR = 1900;
export const PHONE_DIGITS = 10;
export const PHONE_CODE_DIGITS = 3;
export const PHONE_NUMBER_DIGITS = 7;
export const SSN_MAX_DIGITS = 9;

// NOI (002 §5, §9).
export const VACANCY_RESIDENTIAL = 0.05;
export const VACANCY_COMMERCIAL = 0.1;
export const NOI_FACTOR_RESIDENTIAL = 0.95;
export const NOI_FACTOR_COMMERCIAL = 0.9;

// Application wizard (002 §2.2, §9).
export const WIZARD_SECTIONS = 8;
export const WIZARD_PAGE_STORAGE_KEY = 'application-wizard-page';
export const MEMBER_PERCENTAGE_MIN = 1;
export const MEMBER_PERCENTAGE_MAX = 50;
export const MEMBER_PERCENTAGE_DEFAULT = 50;
export const PROJECT_COUNT_MIN = 1;
export const PROJECT_COUNT_MAX = 100;
export const EXPLANATION_MAX_CHARS = 5000;
export const ALLOWED_UPLOAD_EXTENSIONS = ['png', 'pdf', 'jpeg', 'jpg', 'gif', 'bmp'] as const;

// Loan detail (001 §9, 002 §9).
export const STORY_TRUNCATE_CHARS = 300;
export const CONTACTS_VISIBLE = 1;
export const COPIED_TIP_MS = 1500;
export const SCORE_POPUP_SIZE = { width: 500, height: 500 } as const;
export const SCORING_PANEL_WIDTH = 580;
export const COMPLETION_BAR_WIDTH = 150;
export const TRANSITION_MS = 300;
export const ACCORDION_MS = 300;
export const MODAL_FADE_MS = 300;
export const INFO_PANEL_MS = 500;
export const TAB_PIN_THRESHOLD_PX = 230;
export const REPORT_ITEMS_VISIBLE = 6;
export const ANALYSIS_COLUMN_WIDTHS = { first: '29%', middle: '60%', last: '11%' } as const;
export const LOAN_NAME_MAX_CHARS = 30;

// Loan documents panel and chat (001 §9).
export const CHAT_OVERLAY_SIZE = { width: '85vw', height: '85vh' } as const;
export const VIEWER_WIDTH = '40vw';
export const DATA_COLUMN_WIDTH = '20vw';
export const DOCUMENT_ZOOM = { min: 50, max: 300, step: 25, default: 100 } as const;
export const DOCUMENT_SIZE_MB = 1.14;
export const SYNC_SUCCESS_CLEAR_MS = 3000;
export const SYNC_FAILURE_CLEAR_MS = 5000;
export const DOCUMENT_STATUS_COUNTS = ['Processed', 'Processing', 'Failed'] as const;
export const NOTIFICATION_MAX_HEIGHT = '24rem';
export const ERROR_SAMPLE_RATE = 0.1;
export const ERROR_SESSION_SAMPLE_RATE = 1;

// Paid-off (001 §5, §9).
export const PAID_OFF_SCORE_MIN = 1;
export const PAID_OFF_SCORE_MAX = 100;
export const LATE_DAY_BUCKETS = [30, 60, 90] as const;

// Activities screen (002 §2.7, §9).
export const TIME_PICKER_STEP_MINUTES = 15;
export const DATE_PICKER_MIN_YEAR = 1910;
export const DATE_PICKER_MAX_YEAR = 2100;
export const DEFAULT_ACTIVITY_SORT = 'due_epoch';
export const ARCHIVE_DAYS_DEFAULT = 0;
