import type { LocaleShape } from '../locale-shape.js';

/** Texts of the order edit screen (lead and order). */
export const orderEditEn = {
  LEAD_IN_TRASH: 'This lead is in trash.',
  LEAD_HELD: 'Another agent is working on this lead now.',
  VERSION_CONFLICT: 'Someone else changed this lead meanwhile. Please reload it and save again.',
  ITEMS_REQUIRED: 'Please add at least one product to the order.',
  REASON_NOT_FOR_STATUS: 'This reason does not belong to the chosen status.',
  CALL_STARTED: 'Calling {{phone}}…',
};

export const orderEditVi: LocaleShape<typeof orderEditEn> = {
  LEAD_IN_TRASH: 'Lead này đang ở trong thùng rác.',
  LEAD_HELD: 'Một nhân viên khác đang xử lý lead này.',
  VERSION_CONFLICT: 'Lead đã được người khác thay đổi. Vui lòng tải lại và lưu lần nữa.',
  ITEMS_REQUIRED: 'Vui lòng thêm ít nhất một sản phẩm vào đơn hàng.',
  REASON_NOT_FOR_STATUS: 'Lý do này không thuộc trạng thái đã chọn.',
  CALL_STARTED: 'Đang gọi {{phone}}…',
};
