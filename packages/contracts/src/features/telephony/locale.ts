import type { LocaleShape } from '../../locales/locale-shape.js';

/** Texts of telephony: the web phone panel and page, and the providers' business messages. */
export const telephonyEn = {
  PROVIDER_UNAVAILABLE:
    'The phone system could not place the call. The call was recorded as failed; please try again or contact IT Support.',
  WEB_PHONE_NOT_ALLOWED: 'The web phone is not enabled for your account.',
  INVALID_NUMBER: 'Please enter a valid phone number.',
  CALL_ENDED: 'This call has already ended.',
  PBX_URL_REQUIRED: 'Please enter the PBX click-to-call URL.',
  PHONE: {
    TITLE: 'Web phone',
    OPEN: 'Web phone',
    MINIMISE: 'Minimise',
    NUMBER: 'Phone number',
    CALL: 'Call',
    HANG_UP: 'Hang up',
    MUTE: 'Mute',
    UNMUTE: 'Unmute',
    MUTED: 'Muted',
    BACKSPACE: 'Delete the last digit',
    IDLE: 'Ready',
    NO_CALL: 'No call in progress. Type a number or call a lead from its order screen.',
    LEAD: 'Lead {{leadId}}',
    STATE: {
      dialing: 'Dialling…',
      ringing: 'Ringing…',
      answered: 'In call',
      ended: 'Call ended',
    },
  },
};

export const telephonyVi: LocaleShape<typeof telephonyEn> = {
  PROVIDER_UNAVAILABLE:
    'Tổng đài không thực hiện được cuộc gọi. Cuộc gọi đã được ghi nhận là thất bại; vui lòng thử lại hoặc liên hệ bộ phận IT.',
  WEB_PHONE_NOT_ALLOWED: 'Điện thoại web chưa được bật cho tài khoản của bạn.',
  INVALID_NUMBER: 'Vui lòng nhập số điện thoại hợp lệ.',
  CALL_ENDED: 'Cuộc gọi này đã kết thúc.',
  PBX_URL_REQUIRED: 'Vui lòng nhập URL click-to-call của tổng đài.',
  PHONE: {
    TITLE: 'Điện thoại web',
    OPEN: 'Điện thoại web',
    MINIMISE: 'Thu nhỏ',
    NUMBER: 'Số điện thoại',
    CALL: 'Gọi',
    HANG_UP: 'Gác máy',
    MUTE: 'Tắt tiếng',
    UNMUTE: 'Bật tiếng',
    MUTED: 'Đã tắt tiếng',
    BACKSPACE: 'Xóa chữ số cuối',
    IDLE: 'Sẵn sàng',
    NO_CALL: 'Không có cuộc gọi nào. Hãy nhập số hoặc gọi lead từ màn hình đơn hàng.',
    LEAD: 'Lead {{leadId}}',
    STATE: {
      dialing: 'Đang quay số…',
      ringing: 'Đang đổ chuông…',
      answered: 'Đang gọi',
      ended: 'Đã kết thúc',
    },
  },
};
