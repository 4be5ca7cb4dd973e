import type { LocaleShape } from '../../locales/locale-shape.js';

/** Texts of the callback list and management (/apps/callback/list, /apps/callback/management). */
export const callbacksEn = {
  SUBTITLE_LIST: 'Your callbacks: due, overdue and upcoming; open a row to call the customer back',
  SUBTITLE_MANAGEMENT: 'The team’s callbacks by agent, due, overdue and upcoming',
  /** The list of a supervisor, who schedules few callbacks, says what it holds (docs/callbacks.md). */
  OWN_ONLY_HINT:
    'This list holds only the callbacks you scheduled yourself. Your agents’ callbacks are in Callback management.',
  OPEN_MANAGEMENT: 'Open Callback management',
  FILTER: {
    SEARCH: 'Search',
    SEARCH_PLACEHOLDER: 'Lead ID, name or phone',
    DUE: 'When',
    REASON: 'Callback reason',
    CAMPAIGN: 'Campaign',
    AGENT: 'Agent',
    DATE_FROM: 'Scheduled from',
    DATE_TO: 'Scheduled to',
    ORG: 'Organisation',
  },
  DUE: { all: 'All', today: 'Due today', overdue: 'Overdue', upcoming: 'Upcoming' },
  COLUMN: {
    LEAD_ID: 'Lead ID',
    SCHEDULED_AT: 'Call back at',
    STATE: 'State',
    CUSTOMER: 'Customer',
    REASON: 'Reason / lead status',
    CAMPAIGN: 'Campaign',
    AGENT: 'Agent',
    NOTE: 'Note',
  },
  STATE: { overdue: 'Overdue', due: 'Due', upcoming: 'Upcoming' },
  REMINDER: {
    TEXT: 'Callback due: {{customer}} (lead #{{leadId}})',
    OPEN: 'Open lead',
    CLOSE: 'Close',
  },
};

export const callbacksVi: LocaleShape<typeof callbacksEn> = {
  SUBTITLE_LIST: 'Các cuộc gọi lại của bạn: đến hạn, quá hạn và sắp tới; mở một dòng để gọi lại cho khách',
  SUBTITLE_MANAGEMENT: 'Các cuộc gọi lại của nhóm theo nhân viên: đến hạn, quá hạn và sắp tới',
  OWN_ONLY_HINT:
    'Danh sách này chỉ gồm các cuộc gọi lại do chính bạn hẹn. Cuộc gọi lại của nhân viên nằm ở mục Quản lý gọi lại.',
  OPEN_MANAGEMENT: 'Mở Quản lý gọi lại',
  FILTER: {
    SEARCH: 'Tìm kiếm',
    SEARCH_PLACEHOLDER: 'Mã lead, tên hoặc số điện thoại',
    DUE: 'Thời điểm',
    REASON: 'Lý do gọi lại',
    CAMPAIGN: 'Chiến dịch',
    AGENT: 'Nhân viên',
    DATE_FROM: 'Hẹn từ ngày',
    DATE_TO: 'Hẹn đến ngày',
    ORG: 'Tổ chức',
  },
  DUE: { all: 'Tất cả', today: 'Đến hạn hôm nay', overdue: 'Quá hạn', upcoming: 'Sắp tới' },
  COLUMN: {
    LEAD_ID: 'Mã lead',
    SCHEDULED_AT: 'Gọi lại lúc',
    STATE: 'Tình trạng',
    CUSTOMER: 'Khách hàng',
    REASON: 'Lý do / trạng thái lead',
    CAMPAIGN: 'Chiến dịch',
    AGENT: 'Nhân viên',
    NOTE: 'Ghi chú',
  },
  STATE: { overdue: 'Quá hạn', due: 'Đến hạn', upcoming: 'Sắp tới' },
  REMINDER: {
    TEXT: 'Đến hạn gọi lại: {{customer}} (lead #{{leadId}})',
    OPEN: 'Mở lead',
    CLOSE: 'Đóng',
  },
};
