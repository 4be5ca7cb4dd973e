import { SYNONYM_TYPE } from '@leadline/contracts';

/** Reference lists (synonyms) in English and Vietnamese: [value, name, Vietnamese name, description?]. */
type Entry = readonly [number, string, string, string?];

interface SynonymList {
  typeId: number;
  type: string;
  entries: readonly Entry[];
}

export const SYNONYM_LISTS: readonly SynonymList[] = [
  {
    typeId: SYNONYM_TYPE.LEAD_STATUS,
    type: 'LEAD_STATUS',
    entries: [
      [1, 'New', 'Mới'],
      [2, 'Approved', 'Đã chốt'],
      [3, 'Rejected', 'Từ chối'],
      [4, 'Busy', 'Máy bận'],
      [5, 'No answer', 'Không nghe máy'],
      [6, 'Unreachable', 'Không liên lạc được'],
      [35, 'Callback consulting', 'Gọi lại - tư vấn', 'Customer asked for more advice'],
      [34, 'Callback prospect', 'Gọi lại - tiềm năng cao', 'Customer is likely to buy'],
      [33, 'Callback potential', 'Gọi lại - tiềm năng', 'Customer may buy later'],
      [7, 'Trash', 'Rác'],
      [8, 'Duplicated', 'Trùng lặp'],
    ],
  },
  {
    typeId: SYNONYM_TYPE.DELIVERY_STATUS,
    type: 'DELIVERY_STATUS',
    entries: [
      [1, 'New', 'Mới'],
      [2, 'Sent to partner', 'Đã gửi đối tác'],
      [3, 'Picked', 'Đã lấy hàng'],
      [4, 'In transit', 'Đang vận chuyển'],
      [5, 'Delivered', 'Đã giao'],
      [6, 'Returned', 'Hoàn hàng'],
      [7, 'Cancelled', 'Đã hủy'],
      [8, 'Lost', 'Thất lạc'],
    ],
  },
  {
    typeId: SYNONYM_TYPE.AGE_RANGE,
    type: 'AGE_RANGE',
    entries: [
      [1, 'Under 18', 'Dưới 18'],
      [2, '18 - 24', '18 - 24'],
      [3, '25 - 34', '25 - 34'],
      [4, '35 - 44', '35 - 44'],
      [5, '45 - 54', '45 - 54'],
      [6, '55 - 64', '55 - 64'],
      [7, '65 and over', 'Từ 65 trở lên'],
    ],
  },
  {
    typeId: SYNONYM_TYPE.VALIDATION_CANCEL,
    type: 'VALIDATION_CANCEL',
    entries: [
      [1, 'Customer cancelled', 'Khách hủy đơn'],
      [2, 'Wrong phone number', 'Sai số điện thoại'],
      [3, 'Duplicate order', 'Đơn trùng'],
      [4, 'Fake order', 'Đơn ảo'],
      [5, 'Out of stock', 'Hết hàng'],
      [6, 'Address not deliverable', 'Địa chỉ không giao được'],
      [7, 'Price disagreement', 'Không đồng ý giá'],
    ],
  },
  {
    typeId: SYNONYM_TYPE.VALIDATION_PENDING,
    type: 'VALIDATION_PENDING',
    entries: [
      [1, 'Approved', 'Đã duyệt'],
      [2, 'Pending validation', 'Chờ duyệt'],
      [3, 'Waiting for customer confirmation', 'Chờ khách xác nhận'],
      [4, 'Waiting for payment', 'Chờ thanh toán'],
      [5, 'Waiting for stock', 'Chờ hàng'],
      [6, 'Delayed delivery', 'Giao hàng sau'],
    ],
  },
  {
    typeId: SYNONYM_TYPE.AGENT_STATE,
    type: 'AGENT_STATE',
    entries: [
      [1, 'Available', 'Sẵn sàng'],
      [3, 'Break', 'Nghỉ giải lao'],
      [4, 'Busy', 'Bận'],
      [8, 'Unavailable', 'Không sẵn sàng'],
      [2, 'Logout', 'Đăng xuất'],
      [5, 'In call', 'Đang gọi'],
      [6, 'After-call work', 'Xử lý sau cuộc gọi'],
    ],
  },
  {
    typeId: SYNONYM_TYPE.BREAK_REASON,
    type: 'BREAK_REASON',
    entries: [
      [1, 'Lunch', 'Ăn trưa'],
      [2, 'Toilet', 'Vệ sinh'],
      [3, 'Coffee break', 'Giải lao'],
      [4, 'Meeting', 'Họp'],
      [5, 'Training', 'Đào tạo'],
    ],
  },
  {
    typeId: SYNONYM_TYPE.BUSY_REASON,
    type: 'BUSY_REASON',
    entries: [
      [1, 'Paperwork', 'Xử lý giấy tờ'],
      [2, 'Following up a customer', 'Theo dõi khách hàng'],
      [3, 'Technical problem', 'Sự cố kỹ thuật'],
      [4, 'Coaching', 'Kèm cặp'],
      [5, 'Team meeting', 'Họp nhóm'],
    ],
  },
  {
    typeId: SYNONYM_TYPE.CUSTOMER_JOB,
    type: 'CUSTOMER_JOB',
    entries: [
      [1, 'Office worker', 'Nhân viên văn phòng'],
      [2, 'Business owner', 'Chủ doanh nghiệp'],
      [3, 'Farmer', 'Nông dân'],
      [4, 'Factory worker', 'Công nhân'],
      [5, 'Civil servant', 'Công chức'],
      [6, 'Student', 'Sinh viên'],
      [7, 'Homemaker', 'Nội trợ'],
      [8, 'Retired', 'Hưu trí'],
      [9, 'Freelancer', 'Lao động tự do'],
      [10, 'Other', 'Khác'],
    ],
  },
];

/** Stable ids: typeId * 1000 + value, clear of the synthetic uncall status (373). */
export function synonymId(typeId: number, value: number): number {
  return typeId * 1000 + value;
}
