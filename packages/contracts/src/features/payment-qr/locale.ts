import type { LocaleShape } from '../../locales/locale-shape.js';

/** Texts of the payment QR on the order edit screen. */
export const paymentQrEn = {
  TITLE: 'Pay by QR',
  SHOW: 'Show payment QR',
  HIDE: 'Hide QR',
  BANK: 'Bank',
  ACCOUNT: 'Account',
  ACCOUNT_NAME: 'Account name',
  AMOUNT: 'Amount',
  MEMO: 'Transfer memo',
  PROMPTPAY: 'PromptPay',
  IMAGE_ALT: 'Payment QR code for order {{soId}}',
  HINT: 'The customer scans this with a banking app; the memo lets the transfer match the order by itself.',
  MESSAGE: {
    READY: 'The customer can pay this order by scanning the QR.',
    NOT_CONFIGURED: 'No bank account is set up for payment QR codes in this organisation.',
    NO_ORDER: 'Save the order first: the QR carries its amount and reference.',
    NOT_PAYABLE: 'This order is not waiting for a payment.',
    UNSUPPORTED_COUNTRY: 'Payment QR codes are offered for Vietnamese and Thai organisations only.',
  },
  ERROR: {
    NOT_AVAILABLE: 'A payment QR cannot be made for this order.',
    BUILD_FAILED: 'The payment QR could not be built from the organisation’s bank details.',
  },
};

export const paymentQrVi: LocaleShape<typeof paymentQrEn> = {
  TITLE: 'Thanh toán bằng QR',
  SHOW: 'Hiện mã QR thanh toán',
  HIDE: 'Ẩn mã QR',
  BANK: 'Ngân hàng',
  ACCOUNT: 'Số tài khoản',
  ACCOUNT_NAME: 'Chủ tài khoản',
  AMOUNT: 'Số tiền',
  MEMO: 'Nội dung chuyển khoản',
  PROMPTPAY: 'PromptPay',
  IMAGE_ALT: 'Mã QR thanh toán cho đơn hàng {{soId}}',
  HINT: 'Khách hàng quét mã bằng ứng dụng ngân hàng; nội dung chuyển khoản giúp giao dịch tự khớp với đơn hàng.',
  MESSAGE: {
    READY: 'Khách hàng có thể thanh toán đơn này bằng cách quét mã QR.',
    NOT_CONFIGURED: 'Tổ chức này chưa thiết lập tài khoản ngân hàng cho mã QR thanh toán.',
    NO_ORDER: 'Hãy lưu đơn hàng trước: mã QR mang số tiền và mã tham chiếu của đơn.',
    NOT_PAYABLE: 'Đơn hàng này không chờ thanh toán.',
    UNSUPPORTED_COUNTRY: 'Mã QR thanh toán chỉ dành cho các tổ chức tại Việt Nam và Thái Lan.',
  },
  ERROR: {
    NOT_AVAILABLE: 'Không thể tạo mã QR thanh toán cho đơn hàng này.',
    BUILD_FAILED: 'Không thể tạo mã QR thanh toán từ thông tin ngân hàng của tổ chức.',
  },
};
