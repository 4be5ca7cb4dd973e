import type { LocaleShape } from '../../locales/locale-shape.js';

/** Texts of logistics: partner names and why a send to a partner failed (pending shipping shows them). */
export const logisticsEn = {
  PARTNER: {
    general: 'General (warehouse file)',
    dhl: 'DHL',
    kerry: 'Kerry Express',
    sap: 'SAP',
    simulator: 'Partner simulator',
  },
  SEND_RESULT: {
    SENT: 'Sent to the partner.',
    TIMEOUT: 'The partner did not answer in time. The order will be sent again.',
    UNREACHABLE: 'The partner could not be reached. The order will be sent again.',
    PARTNER_ERROR: 'The partner had an error. The order will be sent again.',
    REFUSED: 'The partner refused the order: {{reason}}',
    NOT_CONFIGURED: 'The partner’s connection is not set up for this organisation.',
    NOT_SENDABLE: 'This delivery order has already been sent or is closed.',
  },
  WEBHOOK: {
    UNKNOWN_TRACKING_CODE: 'No delivery order has this tracking code.',
  },
};

export const logisticsVi: LocaleShape<typeof logisticsEn> = {
  PARTNER: {
    general: 'Chung (tệp cho kho)',
    dhl: 'DHL',
    kerry: 'Kerry Express',
    sap: 'SAP',
    simulator: 'Đối tác mô phỏng',
  },
  SEND_RESULT: {
    SENT: 'Đã gửi cho đối tác.',
    TIMEOUT: 'Đối tác không phản hồi kịp thời. Đơn sẽ được gửi lại.',
    UNREACHABLE: 'Không kết nối được với đối tác. Đơn sẽ được gửi lại.',
    PARTNER_ERROR: 'Hệ thống của đối tác gặp lỗi. Đơn sẽ được gửi lại.',
    REFUSED: 'Đối tác từ chối đơn hàng: {{reason}}',
    NOT_CONFIGURED: 'Kết nối với đối tác chưa được thiết lập cho tổ chức này.',
    NOT_SENDABLE: 'Đơn giao hàng này đã được gửi hoặc đã đóng.',
  },
  WEBHOOK: {
    UNKNOWN_TRACKING_CODE: 'Không có đơn giao hàng nào có mã vận đơn này.',
  },
};
